"""A part of the page asked for by its number, as the offline engine answers it: "clause 4.2" by the numbering of
the lists the clauses are written as, "question 2" by a quiz's, "step 3" or "section 2" by a heading's number
(QA55 #7)."""

from __future__ import annotations

from offline_helpers import LEGAL, ask

# qa55's min/quiz-question-n.html as the widget read it: each question an item of a list of one, the answer shown
# under it.
QUIZ = """# Quiz: loops

[¶1] Answer each question, then press Check answer to see whether you were right.

1. [¶2] How many times does `for (let i = 0; i < 3; i++)` run its body?

2 3 Check answer

[¶3] Correct answer: 3. The body runs for i = 0, 1 and 2.

2. [¶4] Which loop is best for walking over the items of an array?

[¶5] while for...of Check answer

[¶6] Correct answer: for...of. It gives you each item directly, without an index.

## Flashcards

[¶7] What is an infinite loop?

[¶8] A loop whose condition never becomes false.
"""
# A guide whose sections and steps are numbered in their headings.
GUIDE = """# Setting up the gauge

[¶1] This guide takes you from a fresh machine to a running tide gauge.

## 1. Unpack

[¶2] Lift the gauge out by its handle and keep the foam for returns.

## 2. Mount

### Step 1: Drill

[¶3] Drill two 8 mm holes 20 cm apart in the quay wall.

### Step 2: Fix

[¶4] Bolt the bracket to the wall and hang the gauge on it.

## 3. Calibrate

[¶5] Lower the gauge to the datum mark at low water and press the zero button twice.
"""


def test_a_clause_by_the_numbers_of_the_lists_it_is_in():
    """QA55 #7: "What does clause 4.2 say?" got "I could not find that" though the payload numbers it (4., then 2.
    indented under it)."""
    said = ask("What does clause 4.2 say?", LEGAL, title="Terms of Service · Parcelly")
    assert "Cancellation takes effect at the end of the current Billing Period." in said
    assert "You may cancel" not in said and "pro rata" not in said
    said = ask("What does clause 4.3.1 say?", LEGAL, title="Terms of Service · Parcelly")
    assert "Refunds are paid to the original payment method within 10 business days." in said
    said = ask("What is section 6 about?", LEGAL, title="Terms of Service · Parcelly")
    assert "governed by the laws of Ireland" in said and "Dublin" in said and "Liability" not in said


def test_a_quiz_question_and_its_answer_by_its_number():
    """QA55 #7: "What is the answer to question 2?" quoted the quiz's intro sentence."""
    said = ask("What is the answer to question 2?", QUIZ, title="Quiz")
    assert "Which loop is best for walking over the items of an array?" in said
    assert "Correct answer: for...of." in said
    assert "Answer each question" not in said and "Correct answer: 3." not in said
    said = ask("What is question 1?", QUIZ, title="Quiz")
    assert "How many times does" in said and "Which loop" not in said


def test_sections_and_steps_numbered_by_their_headings():
    said = ask("What is step 2?", GUIDE, title="Setting up the gauge")
    assert "Bolt the bracket to the wall" in said and "Drill" not in said
    said = ask("What does section 3 say?", GUIDE, title="Setting up the gauge")
    assert "Lower the gauge to the datum mark" in said and "Bolt" not in said
    said = ask("What does section 2 say?", GUIDE, title="Setting up the gauge")
    assert "Drill two 8 mm holes" in said and "Bolt the bracket" in said and "Lift the gauge" not in said


def test_a_number_the_page_does_not_give_is_searched_for_as_any_question():
    said = ask("What does clause 9.4 say?", LEGAL, title="Terms of Service · Parcelly")
    assert said.startswith("I could not find that")


def test_a_question_by_its_number_is_one_that_asks():
    """On qa55's terms page "What is the answer to question 2?" quoted clause 2, "Your account"."""
    said = ask("What is the answer to question 2?", LEGAL, title="Terms of Service · Parcelly")
    # (a page that does not answer may still name its sections: "Your account" among them)
    assert "18 years old" not in said and "Keep your password safe" not in said and "Under “Your account”" not in said


# qa55's learn/ page's flashcards as the widget reads them now (a card's front a line of its own): front, back.
CARDS = """# Lesson 3: Loops

[¶1] A loop runs the same block of code again and again.

## Flashcards

[¶2] Click a card to flip it.

[¶3] What does `break` do?

[¶4] It stops the loop immediately.

[¶5] What does `continue` do?

[¶6] It skips to the next iteration.

[¶7] What is an infinite loop?

[¶8] A loop whose condition never becomes false.

## Exercise

[¶9] Write a function that returns the total of an array.
"""
# Cards whose fronts are terms, not questions: each front and back a block.
TERMS = """# JavaScript terms

## Cards

[¶1] Closure

[¶2] A function together with the variables of the scope it was made in.

[¶3] Hoisting

[¶4] Declarations moved to the top of their scope before the code runs.
"""


def test_a_flashcard_by_its_place_among_the_cards():
    """QA55 #7, brief off57: "What does card 3 say?" quoted the lesson's intro and quiz question 1: a card is the
    Nth front (a question, or a block of a pair) of a section of cards, with its back."""
    said = ask("What does card 3 say?", CARDS, title="Lesson 3")
    assert "> What is an infinite loop? [¶7]\n\n> A loop whose condition never becomes false. [¶8]" in said, said
    assert "break" not in said and "Click a card" not in said and "Write a function" not in said
    said = ask("What is on the first flashcard?", CARDS, title="Lesson 3")
    assert "> What does break do? [¶3]\n\n> It stops the loop immediately. [¶4]" in said, said
    said = ask("What does card 2 say?", TERMS, title="JavaScript terms")
    assert "> Hoisting [¶3]\n\n> Declarations moved to the top" in said and "Closure" not in said, said
    # A front broken into pieces too short to cite (qa55's flex box, read a word at a time) is the card's whole front.
    broken = CARDS.replace("[¶5] What does `continue` do?", "What does\n\n`continue`\n\ndo?")
    said = ask("What does card 2 say?", broken, title="Lesson 3")
    assert "> What does\n\n> continue\n\n> do?\n\n> It skips to the next iteration. [¶6]" in said, said
    said = ask("What does card 1 say?", broken, title="Lesson 3")
    assert said.count("> ") == 2 and "continue" not in said, said
    # A card the page does not have, or a page with no section of cards, is searched for as any question.
    assert "infinite loop? [¶7]" not in ask("What does card 7 say?", CARDS, title="Lesson 3")
    assert "[¶2] Bolt" not in ask("What does card 2 say?", GUIDE, title="Setting up the gauge")
