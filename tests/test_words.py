"""The words of a text: terms for search, sentences, and lines that are not prose (words.py)."""

from __future__ import annotations

from reverserag.words import is_byline, sentences, terms, word_count
from unspaced_samples import KHMER, LAO, MYANMAR, THAI


def test_terms_drop_stopwords_and_stem_plurals():
    assert terms("What are the prices of kettles?") == ["pric", "kettl"]
    assert {*terms("price priced pricing prices")} == {"pric"}
    assert terms("boxes running stopped") == ["box", "run", "stop"]


def test_a_verbs_noun_in_al_meets_the_verb_and_a_word_of_its_own_in_al_does_not():
    """Regression: "arrive" stemmed to "arriv" and "Arrival" to "arrival", so "When does it arrive?" missed a
    timetable's "Arrival" column."""
    for verb, noun in (("arrive", "Arrival"), ("approve", "approval"), ("refuse", "refusal"), ("remove", "removals"),
                       ("deny", "denial"), ("denied", "denial"), ("propose", "proposal"), ("renew", "renewal"),
                       ("betray", "betrayal"), ("bury", "burial")):
        assert terms(verb) == terms(noun), (verb, noun)
    for one, other in (("general", "gene"), ("animal", "anime"), ("signal", "sign"), ("capital", "capit"),
                       ("special", "species"), ("partial", "party"), ("metal", "met"), ("portal", "port"),
                       ("rival", "rive"), ("trial", "try")):
        assert terms(one) != terms(other), (one, other)
    # Porter's y to i, which makes "deny" meet "denial", makes "study" meet "studied" too.
    assert {*terms("study studies studied studying")} == {"studi"}
    assert terms("day days") == ["day", "day"]


def test_bylines_and_datelines_are_told_from_sentences():
    for line in ("By Marta Lindqvist", "14 March 2024 · 9 min read", "Dan Goodin - Apr 16, 2015 8:02 pm UTC",
                 "Updated 2024-03-14 09:00", "posted on April 21, 2015, at 11:29 a.m.",
                 "AFP 30 avril 2015 à 07:19 (Mis à jour : 30 avril 2015 à 07:38)",
                 "Le Monde | 04.05.2015 à 13h36 • Mis à jour le 05.05.2015 à 20h13 | Par Martin Untersinger "
                 "(avec Damien Leloup et Morgane Tual)", "Por Emily Anthes y Jonathan Corum", "Par Laurence Defranoux",
                 "Door Sanne Jansen", "14 maart 2024", "Bijgewerkt: 3 mei 2024 om 10:00", "12 mrt. 2024"):
        assert is_byline(line), line
    for line in ("By train, the journey takes nine hours.", "The bridge opened on Apr 16, 2015.",
                 "A couchette costs 79 euros.", "The notice was posted on April 21, 2015, at the town hall.",
                 "Le pont a ouvert le 30 avril 2015.", "Por favor, llame antes de venir.",
                 "Par ailleurs, le train repart.", "De brug ging open op 16 mei 2015.",
                 "Door de regen vertrok de trein laat."):
        assert not is_byline(line), line


def test_a_full_stop_after_an_initial_a_title_or_a_short_month_ends_no_sentence():
    assert sentences("President Obama told the U.N. General Assembly he would act. Dr. Okafor agreed. "
                     "Feb. 23, 2015 -- Peanut allergies rose. Bradley M. Kuhn wrote it. It ranked No. 5 in May. "
                     "It sold out.") == [
        "President Obama told the U.N. General Assembly he would act.", "Dr. Okafor agreed.",
        "Feb. 23, 2015 -- Peanut allergies rose.", "Bradley M. Kuhn wrote it.", "It ranked No. 5 in May.",
        "It sold out.",
    ]
    # A shortened month or "No." ends a sentence when no number follows; a word's full stop always does.
    assert sentences("They met in Jan. Then they left. It was a yes. No one came.") == [
        "They met in Jan.", "Then they left.", "It was a yes.", "No one came.",
    ]
    # Dutch and German shorten March and October otherwise: "12 mrt. 2024", "3 Okt. 2023".
    assert sentences("Op 12 mrt. 2024 vertrok de trein. Am 3 Okt. 2023 auch. Hij kwam aan.") == [
        "Op 12 mrt. 2024 vertrok de trein.", "Am 3 Okt. 2023 auch.", "Hij kwam aan.",
    ]


def test_more_bylines_and_datelines():
    for line in ("22 Dec, 2016 22 Dec, 2016", "Posted by Andrew Hayden, Software Engineer on Google Play",
                 "Reviewed by Hansa D. Bhargava, MD"):
        assert is_byline(line), line
    assert not is_byline("Posted by mistake, the letter never arrived.")


def test_function_words_of_other_languages_and_elision_are_not_terms():
    assert terms("Qu'est-ce que la loi permet aux services ?") == terms("loi permet services")
    assert terms("Was ist neu in 1Password für Mac?") == terms("neu 1Password Mac")
    assert terms("¿Qué reclaman los pueblos indígenas?") == terms("reclaman pueblos indígenas")
    assert terms("Welke steden worden elke avond door de trein verbonden?") == terms(
        "steden elke avond door trein verbonden")
    # French's "mais" (but) and Portuguese's "mas" (but), "mais" (more), "não", "com": no terms in either.
    assert terms("Mas o que mais tem com a entrega, e não isso?") == terms("entrega")
    assert terms("Mais pourquoi donc cet ordinateur est aussi très lent ?") == terms("ordinateur lent")
    assert terms("l'Assemblée") == terms("Assemblée") and terms("dell'arte") == terms("arte")
    # English words that are also foreign function words stay terms: "son", "die", "war", "pour", "van",
    # "door", "met", "hem", "Ben".
    assert terms("his son, the war, to die, to pour") == ["son", "war", "die", "pour"]
    assert terms("the van, a door, we met, the hem, Ben") == ["van", "door", "met", "hem", "ben"]


def test_a_sentence_may_open_with_an_accented_capital():
    """The article demo's "… international tickets. ÖBB has ordered 33 more Nightjet trainsets …" was one
    sentence: only A to Z counted as a capital."""
    assert sentences("Tickets are sold out. ÖBB has ordered more. Écoutez bien. Über alles. Łódź is far. "
                     "Ελλάδα is sunny.") == ["Tickets are sold out.", "ÖBB has ordered more.", "Écoutez bien.",
                                             "Über alles.", "Łódź is far.", "Ελλάδα is sunny."]


def test_hebrew_and_arabic_sentences_end_before_a_letter_of_their_own():
    """QA54 #11: Hebrew and Arabic have no capitals, so "…מול הדולר. אנליסטים…" was one sentence, and the one that
    answered "באיזה שער נסחר השקל?" ranked under a shorter one for the length of the two."""
    assert sentences("והשקל נסחר ב-3.62 מול הדולר. אנליסטים צופים הורדה.") == [
        "והשקל נסחר ב-3.62 מול הדולר.", "אנליסטים צופים הורדה."]
    assert sentences("قال الوزير إن العجز سينخفض. وأضاف أن التضخم تباطأ؟ نعم.") == [
        "قال الوزير إن العجز سينخفض.", "وأضاف أن التضخم تباطأ؟", "نعم."]


def test_a_sentence_keeps_its_closing_quote_and_a_quoted_question_keeps_who_asked_it():
    assert sentences("Jobs said that “you can’t go back.” It was something. (See this.) Next one!") == [
        "Jobs said that “you can’t go back.”", "It was something.", "(See this.)", "Next one!",
    ]
    assert sentences("“Were you expecting that?” Alden asked Haoyu as they left. “Why?” I asked. "
                     "“Go!” Mary Jane Watson shouted. “Stop!” The car halted.") == [
        "“Were you expecting that?” Alden asked Haoyu as they left.", "“Why?” I asked.",
        "“Go!” Mary Jane Watson shouted.", "“Stop!”", "The car halted.",
    ]


def test_japanese_sentences_end_before_a_space_and_a_bracket_or_kana():
    assert sentences("イヌは、くやしくてたまりません。 （そうだ、肉を取ってやろう） "
                     "そこでイヌは吠えました。 「ワン！」 そのとたん、肉は落ちてしまいました。") == [
        "イヌは、くやしくてたまりません。", "（そうだ、肉を取ってやろう） そこでイヌは吠えました。",
        "「ワン！」", "そのとたん、肉は落ちてしまいました。"]


def test_thai_lao_khmer_and_myanmar_words_are_counted_by_their_letters():
    """The bug: a phrase of these scripts, which space no words, was cut into pieces at every vowel sign
    and tone mark above or below a letter, and counted as so many words. Each letter counts, as each
    CJK character does; the marks do not ("ที่" is one letter, "ไทย" three)."""
    assert word_count("ที่") == 1 and word_count("ไทย") == 3
    assert word_count("Bangkok ไทย 2024") == 5
    for text in (THAI, LAO, KHMER, MYANMAR):
        assert len(text) * 0.5 < word_count(text) < len(text) * 0.9


def test_khmer_and_myanmar_sentences_end_at_their_full_stops():
    assert sentences(KHMER) == ["ប្រទេសកម្ពុជាស្ថិតនៅក្នុងតំបន់អាស៊ីអាគ្នេយ៍។", "រាជធានីរបស់ប្រទេសគឺភ្នំពេញ។",
                                "ភាសាខ្មែរជាភាសាផ្លូវការ។"]
    assert len(sentences(MYANMAR)) == 3


def test_a_thai_lao_khmer_or_myanmar_run_gives_its_pairs_of_letters_as_terms():
    """The bug: terms stopped at each vowel sign and tone mark (a non-spacing mark), cutting a run into
    fragments that differed with what came before and after it, and dropping the marks. A run gives
    its overlapping pairs of letters, each letter with its marks, as Lucene's CJK bigrams do for Han;
    so a word's pairs are among those of any run that holds it."""
    assert terms("ที่ไทย") == ["ที่ไ", "ไท", "ทย"]  # ที่ is one letter with two marks
    assert terms("ก") == ["ก"] and terms("Bangkok ไทย 2024") == ["bangkok", "ไท", "ทย", "2024"]
    assert set(terms("ชั่วโมง")) <= set(terms("การเดินทางใช้เวลาสิบสามชั่วโมง"))
    for text in (LAO, KHMER, MYANMAR):
        pairs = terms(text)
        assert pairs and all(1 < len(pair) for pair in pairs), text


def test_thai_question_words_and_the_particles_ending_a_question_are_left_out_of_it():
    from reverserag.words import unasked

    assert unasked("รถไฟออกกี่โมงครับ").split() == ["รถไฟออก"]  # what time does the train leave?
    assert unasked("ตู้เสบียงขายอะไรบ้างคะ").split() == ["ตู้เสบียงขาย"]  # what (all) does the dining car sell?
    assert unasked("มีตู้นอนไหมครับ? ไปสถานียังไงคะ").split() == ["มีตู้นอน", "?", "ไปสถานี"]
    assert unasked("ใครเป็นผู้เขียน ทำไมต้องจองล่วงหน้า").split() == ["เป็นผู้เขียน", "ต้องจองล่วงหน้า"]
    # At the end of a phrase only: "คะแนน" (score) begins as "คะ" does, "ผ้าไหม" (silk) holds "ไหม".
    assert unasked("คะแนนสอบเท่าไหร่คะ").split() == ["คะแนนสอบ"]
    assert unasked("ผ้าไหมราคาเท่าไร").split() == ["ผ้าไหมราคา"]
    # Never a word whose last letter has a mark after it: "ใคร่" (to wish) is no "ใคร" (who).
    assert unasked("ใคร่ครวญ") == "ใคร่ครวญ"
    assert unasked("ห้ามแคะ") == "ห้ามแคะ"  # "do not pick": "แคะ" ends as the particle "คะ" is written
    assert unasked("What time does the train leave?") == "What time does the train leave?"
    # Not "ไหม" after a word it makes silk with: ผ้าไหม (silk cloth), เส้นไหม (silk thread); ไหมพรม (yarn).
    assert unasked("ขอราคาผ้าไหม") == "ขอราคาผ้าไหม" and unasked("ร้านขายเส้นไหม") == "ร้านขายเส้นไหม"
    assert unasked("มีผ้าไหมไหมครับ").split() == ["มีผ้าไหม"] and unasked("ซื้อไหมพรมไหมคะ").split() == ["ซื้อไหมพรม"]


def test_lao_khmer_and_myanmar_question_words_and_particles_are_left_out_of_it():
    from reverserag.words import unasked

    assert unasked("ລົດໄຟອອກຈັກໂມງເຈົ້າ").split() == ["ລົດໄຟອອກ"]  # what time does the train leave?
    assert unasked("ມີຫ້ອງນອນບໍ່").split() == ["ມີຫ້ອງນອນ"]  # is there a sleeping room?
    assert unasked("ປີ້ລາຄາເທົ່າໃດ ໃຜເປັນຄົນຂຽນ").split() == ["ປີ້ລາຄາ", "ເປັນຄົນຂຽນ"]  # how much; who wrote it
    assert unasked("តើរថភ្លើងចេញម៉ោងប៉ុន្មាន?").split() == ["រថភ្លើងចេញ", "?"]  # what time does the train leave?
    assert unasked("មានកន្លែងដេកទេ").split() == ["មានកន្លែងដេក"]  # is there a bed?
    assert unasked("ရထားဘယ်အချိန်ထွက်သလဲ").split() == ["ရထား", "ထွက်"]  # what time does the train leave?
    assert unasked("အိပ်စင်ရှိပါသလား ဒါဘာလဲ").split() == ["အိပ်စင်ရှိ", "ဒါ"]  # is there a sleeper? what is this?
    # "ဘာ" of "ဘာသာ" (language) and "သဘာဝ" (nature) is no question word; "လဲ" of "ပြောင်းလဲ" (change) no particle.
    assert unasked("ဘာသာစကား သဘာဝ") == "ဘာသာစကား သဘာဝ"
    assert unasked("ဘာပြောင်းလဲသလဲ").split() == ["ပြောင်းလဲ"]


def test_a_possessive_meets_the_name_it_is_made_of():
    """Regression: "Alden's" was the term "alden's", which never met "Alden", so "What is Alden's job?" missed
    the sentence that named him."""
    assert terms("Alden's car") == terms("Alden car") == ["alden", "car"]
    assert terms("the ferry’s deck") == terms("the ferry deck")
    assert terms("Alden'll come") == terms("Alden come")
    # A word with an apostrophe inside it is no possessive: it stays whole.
    assert terms("O'Brien at o'clock") == ["o'brien", "o'clock"]


def test_a_question_with_a_possessive_finds_the_name():
    from offline_helpers import ask

    page = ("# The crew\n\nThe ferry sails at dawn from the north quay every day of the week.\n\n"
            "Alden is the chief engineer, and has kept the old diesel engines running for twenty years.\n\n"
            "Haoyu steers the boat and keeps the logbook for the harbour master.\n")
    answer = ask("What is Alden's job?", page, title="The crew")
    assert "Alden is the chief engineer" in answer, answer
