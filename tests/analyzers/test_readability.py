"""Readability: Flesch–Kincaid grade and reading ease on passages whose syllables are known."""

from __future__ import annotations

import pytest

from reverserag.analyzers import readability

from .helpers import make_page

# Ten sentences of ten one-syllable words (CMUdict agrees on each): 100 words, 10 sentences,
# 100 syllables. FK = 0.39 × 10 + 11.8 × 1.0 − 15.59 = 0.11;
# ease = 206.835 − 1.015 × 10 − 84.6 × 1.0 = 112.085.
MONOSYLLABLES = " ".join(
    ["The cat sat on the mat and the dog ran."] * 5
    + ["We had fun in the sun with a red box."] * 5
)
# "The table is yellow." × 25: 100 words, 25 sentences, 6 syllables per sentence = 150.
# FK = 0.39 × 4 + 11.8 × 1.5 − 15.59 = 3.67; ease = 206.835 − 1.015 × 4 − 84.6 × 1.5 = 75.875.
TWO_SYLLABLES = " ".join(["The table is yellow."] * 25)


def test_one_syllable_words_grade_by_hand():
    finding = readability.analyze(make_page(content=MONOSYLLABLES, lang="en"))
    assert str(finding) == (
        "Readability: Flesch-Kincaid grade 0.1 (elementary) | reading ease 112.1"
    )


def test_two_syllable_words_grade_by_hand():
    finding = readability.analyze(make_page(content=TWO_SYLLABLES))
    assert str(finding) == (
        "Readability: Flesch-Kincaid grade 3.7 (elementary) | reading ease 75.9"
    )


@pytest.mark.parametrize(
    ("grade", "label"),
    [(-3.4, "elementary"), (5.99, "elementary"), (6.0, "middle school"), (8.9, "middle school"),
     (9.0, "high school"), (12.9, "high school"), (13.0, "college"), (16.9, "college"),
     (17.0, "graduate"), (25.0, "graduate")],
)
def test_grade_labels(grade, label):
    assert readability.grade_label(grade) == label


def test_too_short_text_is_not_scored():
    assert readability.analyze(make_page(content=" ".join(["The cat sat."] * 30))) is None


def test_french_text_is_not_scored_with_english_formulas():
    french = " ".join(
        ["Le chat est sur la table et il dort dans la maison avec les enfants."] * 12
    )
    assert readability.analyze(make_page(content=french, lang="fr")) is None


def test_headings_lists_and_tables_stay_out_of_the_sample():
    noise = "\n\n".join(
        ["# A very long heading with many words but no end mark at all"] * 20
        + ["- list item without an end mark and extraordinarily polysyllabic vocabulary"] * 20
    )
    finding = readability.analyze(make_page(content=noise + "\n\n" + MONOSYLLABLES))
    assert finding is not None and finding.parts[0].startswith("Flesch-Kincaid grade 0.1 ")


def test_a_long_page_is_sampled_evenly_and_scored_quickly():
    paragraphs = [MONOSYLLABLES] * 200 + [TWO_SYLLABLES] * 200  # 80,000 words
    finding = readability.analyze(make_page(content="\n\n".join(paragraphs)))
    # The sample takes paragraphs from both halves, so the grade lies between the two.
    assert finding is not None
    grade = float(finding.parts[0].split()[2])
    assert 0.1 < grade < 3.7


def test_a_paragraph_longer_than_the_sample_is_cut_to_it():
    """A CI log has no blank line: the whole of it was one paragraph, and the sample was all of
    it, so a 3 MB log took 15 s to score (a QA pass). The sample is cut after a sentence, and a
    grade of the same sentences is the same."""
    from reverserag.analyzers._context import page_text
    from reverserag.analyzers._text import SAMPLE_CHARS

    log = "\n".join([MONOSYLLABLES] * 2_000)  # 800 KB, one paragraph
    page = make_page(content=log)
    sample = page_text(page).sample
    assert len(sample) <= SAMPLE_CHARS and log.replace("\n", " ").startswith(sample) and sample.endswith(".")
    finding = readability.analyze(page)
    assert finding is not None and finding.parts[0].startswith("Flesch-Kincaid grade 0.1 ")
