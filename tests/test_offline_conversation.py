"""The offline engine over a conversation: follow-ups that go on from what it quoted, thanks and
questions about itself, and a first question about a selection."""

from __future__ import annotations

from offline_helpers import CONTENT, ask, locked_messages, quoted_part, run, said_in
from reverserag import context
from reverserag.engines.phrases import phrases
from reverserag.engines.quoting import SIGNATURE


def converse(*turns: str, content: str = CONTENT, **page) -> list[str]:
    """The greeting, then the offline engine's answer to each turn in one conversation, as a session asks."""
    messages = locked_messages(content, **page)
    greeting = run(messages, task="greeting")[0]
    messages.append({"role": "assistant", "content": greeting})
    answers = [greeting]
    for turn in turns:
        messages.append({"role": "user", "content": turn})
        answers.append(run(messages)[0])
        messages.append({"role": "assistant", "content": answers[-1]})
    return answers


ON_FROM_THE_GREETING = ("The page goes on:\n\nUnder “Borrowing”:\n\n> A mutable reference is exclusive: while it "
                        "lives, no other reference to the value may exist.\n\nUnder “Lifetimes”:\n\n> Lifetime "
                        "annotations name these spans when the compiler cannot infer them.\n\n" + SIGNATURE)
ALL_SAID = "That is all the page says after what I quoted. Ask me about something else on it. " + SIGNATURE


def test_a_follow_up_goes_on_from_the_last_answer_and_quotes_nothing_twice():
    """"Tell me more." quoted the page's summary whatever was asked before, and "Go on" answered "I could
    not find that"."""
    _, first, more, again, still = converse("What does the compiler check?", "Tell me more.", "Go on", "What else?")
    assert first == ("Under “Lifetimes”, the page says:\n\n> The compiler checks that every reference is valid "
                     "for as long as it is used.\n\n" + SIGNATURE)
    assert more == ("Under “Lifetimes”, the page goes on:\n\n> Lifetime annotations name these spans when the "
                    "compiler cannot infer them.\n\n" + SIGNATURE)
    assert again == still == ALL_SAID
    # Asked for in Dutch too; "Vertel me meer over de borrowing" asks about something.
    for more_nl in ("Vertel meer", "Ga verder", "Wat nog meer?"):
        assert quoted_part(converse("What does the compiler check?", more_nl)[-1]) == quoted_part(more), more_nl
    assert converse("What does the compiler check?", "Wat nog meer?")[-1].startswith(
        "Onder ‘Lifetimes’ gaat de pagina verder:")  # asked in Dutch, so said in Dutch
    assert "goes on" not in converse("What does the compiler check?", "Vertel me meer over de borrowing")[-1]


def test_a_follow_up_with_a_contraction_goes_on():
    """Regression: "What's next?" was no follow-up ("what's" was a term of it, as "where's", "who's", "how's",
    "it's" and "that's" were), so it was looked up, and quoted the page's summary."""
    from reverserag.engines.questions import follows_up
    from reverserag.words import terms

    for question in ("What's next?", "What’s next?", "Who's next?", "And then what's next?"):
        assert follows_up(question), question
        assert quoted_part(converse("What does the compiler check?", question)[-1]) == [
            "> Lifetime annotations name these spans when the compiler cannot infer them."], question
    for contracted in ("what's", "where's", "who's", "how's", "it's", "that's", "there's", "I'm", "don't", "can't",
                       "won't", "you're", "they'll", "we've", "it’s"):
        assert terms(contracted) == [], contracted
    assert terms("Where's the station? Alden's car") == ["station", "alden", "car"]


def test_a_follow_up_after_the_greeting_goes_on_from_its_opening_past_what_it_quoted():
    greeting, more, why = converse("Tell me more.", "Why?")
    assert "It opens: Every value in Rust has a single owner." in greeting
    assert "What stands out: The compiler checks" in greeting and "References let you use" in greeting
    assert more == ON_FROM_THE_GREETING
    assert why == ALL_SAID
    # After an answer that quoted nothing, the last answer that quoted the page is where it goes on from.
    _, missing, more = converse("What about quantum tunnelling?", "Tell me more.")
    assert missing.startswith("I could not find that on this page.")
    assert more == ON_FROM_THE_GREETING
    # With nothing said before (no session), it is asked on its own: what the page says.
    assert ask("Tell me more.").startswith("In short, the page says:")


def test_thanks_and_what_is_this_about_are_not_follow_ups():
    _, _, thanks, great, about = converse("What does the compiler check?", "Thanks!", "Great?", "What is this about?")
    assert thanks == "You are welcome. Ask me anything else about this page. " + SIGNATURE
    assert "You are welcome" not in great
    for nod in ("ok, thanks", "Thank you so much.", "Perfect!", "Bedankt!", "Dank je wel", "Dank u wel.",
                "Oké, bedankt", "Heel erg bedankt voor je hulp!"):
        assert ask(nod).startswith("You are welcome."), nod
    assert not ask("Great owners of values").startswith("You are welcome.")  # a topic, not a nod
    assert not ask("Bedankt?").startswith("You are welcome.")
    assert about.startswith("In short, the page says:"), about
    # The news, asked for alone, is what the page says; what happened to something is a question of its own.
    for question in ("What happened?", "What's going on here?", "What is new?"):
        assert ask(question).startswith("In short, the page says:"), question
    assert not ask("What happened to the borrowed value?").startswith("In short")


def test_a_greeting_or_a_question_about_me_is_answered_with_what_i_am():
    """"Hello" answered "I could not find that on this page", and "Who are you?" after an answer quoted
    the page's next sentences as if asked for more."""
    _, hello, _, who, more = converse("Hello", "What does the compiler check?", "Who are you?", "What can you do?")
    introduction = ("I am reverserag's offline engine: no language model is connected, so I answer by finding the "
                    "passages of this page that best match your question and quoting them, with the section they "
                    "come from. Try asking about “Borrowing” and “Lifetimes”. " + SIGNATURE)
    assert hello == "Hello! " + introduction
    assert who == more == introduction
    assert ask("Hi there!") == "Hello! " + introduction
    assert "I am reverserag's offline engine" not in ask("Hello world program")  # a topic, not a hello
    # A question with no terms that does not ask for more is asked on its own: what the page says.
    assert converse("What does the compiler check?", "What is it?")[-1].startswith("In short, the page says:")
    # Asked in other languages too, and answered in the language asked in, when its words say it.
    for question in ("Qui êtes-vous ?", "Que sais-tu faire ?", "Wer bist du?", "¿Quién eres?", "Quem é você?",
                     "Chi sei?", "Wie ben jij?", "Wie bent u?", "Wat kun je?", "Wat kunt u allemaal doen?", "你是谁？"):
        assert ask(question).startswith(said_in(question)("introduction")), question
    assert ask("Wer bist du?").startswith("Ich bin die Offline-Engine von reverserag")
    # Regression: "Chi sei", "Cosa sai fare?", "Que sais-tu faire ?" were answered in English (one question word
    # each, and "sei", "sai", "sais" were no language's).
    for question, language in (("Chi sei", "it"), ("Chi sei?", "it"), ("Cosa sai fare?", "it"),
                               ("Cosa puoi fare", "it"), ("Que sais-tu faire ?", "fr"), ("Que peux-tu faire ?", "fr")):
        assert ask(question).startswith(phrases(language)("introduction")), question
    assert ask("Goedemorgen!") == "Hello! " + introduction
    # What one can do somewhere the page names is a question about the page.
    assert "I am reverserag's offline engine" not in ask("Wat kun je in Wenen doen?")


def test_a_short_question_without_a_question_mark_is_no_greeting():
    """Regression: "Quién eres", "Qui êtes-vous", "Chi sei", "Quem é você" (and "Who are you") typed without "?"
    were answered "Hello!" first, as a greeting is; "Kim jesteś" and "Vem är du" (Polish, Swedish) were not
    known as asking about the engine at all ("I could not find that")."""
    for question in ("Who are you", "Quién eres", "Qui êtes-vous", "Chi sei", "Quem é você", "Kim jesteś", "Vem är du",
                     "Co potrafisz", "Vad kan du göra"):
        answer = ask(question)
        assert "reverserag" in answer.split(".")[0] and not answer.startswith(("Hello", "¡Hola", "Bonjour", "Olá",
                                                                               "Ciao")), (question, answer)
    assert ask("Hola").startswith("Hello! ")  # a greeting still gets one
    from reverserag.engines.questions import asks

    for question in ("Dónde está la estación", "Où est la gare", "Dove si trova", "Onde fica a estação",
                     "Gdzie jest dworzec", "Czy jest wifi", "Var ligger stationen", "Hur mycket kostar det",
                     "Cuánto cuesta", "Combien ça coûte", "Quanto costa"):
        assert asks(question), question
    for greeting in ("Hola", "Bonjour", "Ciao", "Olá", "Cześć", "Hej", "Hello world program", "Que tengas un buen día"):
        assert not asks(greeting), greeting


NIGHT_TRAINS = """# Night trains

Ten years ago Europe's sleeper trains looked finished. Deutsche Bahn sold its last couchettes in December 2016.

## Who runs the trains now

The Austrian railway ÖBB carries most passengers under its Nightjet brand: about 1.5 million a year on 20 routes.

## Costs

Track access charges are the first obstacle. A night train crossing four countries pays four infrastructure managers.

Rolling stock is the second: a new sleeper car costs about three million euros.
"""


def test_the_first_question_after_a_selection_is_answered_not_lost_in_the_servers_words():
    """With text selected, every first question got "I could not find that on this page.": it was
    ranked with the server's English around the selection ("I had this text selected …")."""
    selection = "Track access charges are the first obstacle."

    def first(question: str, selected: str | None = selection) -> str:
        messages = locked_messages(NIGHT_TRAINS, title="Night trains", selection=selected)
        greeting = run(messages, task="greeting")[0]
        turn = context.first_question(selected, question)
        return run([*messages, {"role": "assistant", "content": greeting}, {"role": "user", "content": turn}])[0]

    # A question of its own is answered as without a selection.
    for question in ("Who runs the trains?", "What are track access charges?"):
        assert first(question) == first(question, None) and "could not find" not in first(question), question
    # One that finds nothing of its own is about the selection, and what the page says next to it.
    meant = first("What does this mean?")
    assert meant.startswith("Under “Costs”, the page says:\n\n> Track access charges are the first obstacle.")
    assert "four infrastructure managers" in meant  # the sentence after it
    assert "could not find" in first("What does this mean?", None)
    # "Why?" goes on from where the greeting's quote of the selection ends.
    assert "could not find" not in first("Why?")
