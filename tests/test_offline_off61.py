"""The offline engine's leftovers after qa58 (off61): a "more" arrow read as a German quotation's opening mark, a
sentence quoted from the middle of a long quotation, a count asked in French, a note marker in brackets, a comparison
of two rows of a table, and an English question on an Arabic page."""

from __future__ import annotations

from offline_helpers import ask, quoted_part
from reverserag.engines.phrases import asked_in
from reverserag.engines.quoting import closed
from test_offline_languages import ARABIC
from test_offline_qa59 import SHOP

TRAINS = """# Night trains

- [¶1] [The night train from Vienna to Paris runs three times a week Read more »](https://example.org/nightjet)
- [¶2] The sleeper to Rome is back from June [Read more »](https://example.org/rome)
- [¶3] The Berlin coach leaves at ten › Timetable ›
"""


def test_a_more_arrow_after_words_opens_no_quotation():
    """"Read more »" was quoted "… [Read more »](…) …«": the "»" was read as opening German's »…«."""
    answer = ask("When is the sleeper to Rome back?", TRAINS, title="Night trains")
    assert quoted_part(answer) == ["> The sleeper to Rome is back from June [Read more »](/rome) [¶2]"], answer
    answer = ask("How often does the night train from Vienna run?", TRAINS, title="Night trains")
    assert quoted_part(answer)[0].endswith("Read more »](/nightjet) [¶1]"), answer
    assert closed("Fahrpläne » Nachtzug") == "Fahrpläne » Nachtzug …«"  # a "»" before words still opens one
    assert closed("»Wir fahren morgen.") == "»Wir fahren morgen. …«"


NIGHT_TRAIN = ("# The night train is back\n\n[¶1] The operator's chief executive was blunt: “We could sell every bed "
               "twice over on a Friday. {coaches} The waiting list for Christmas already runs to three thousand "
               "names.” "
               "She would not say what the sleeper refit cost the operator.\n")


def test_a_sentence_from_the_middle_of_a_long_quotation_is_quoted_as_one():
    """A sentence from inside a quotation longer than words.sentences keeps whole was quoted bare, as the page's own
    words; cut at the quotation's opening or closing it showed its mark ("“… names.”")."""
    colours = ["red", "blue", "green", "grey", "white", "black"] * 3
    coaches = " ".join(f"Coach number {n} is painted {colour}." for n, colour in enumerate(colours, 1))
    content = NIGHT_TRAIN.format(coaches=coaches)
    answer = ask("What colour is coach number 11?", content, title="The night train is back")
    assert quoted_part(answer) == ["> “… Coach number 11 is painted white. …” [¶1]"], answer
    answer = ask("What colour are coach number 11 and coach number 12?", content, title="The night train is back")
    both = "> “… Coach number 11 is painted white. Coach number 12 is painted black. …” [¶1]"
    assert quoted_part(answer) == [both], answer
    # Not after a quotation closed, nor in a paragraph whose stray mark is never closed.
    said = ask("What did the sleeper refit cost the operator?", content, title="The night train is back")
    assert quoted_part(said) == ["> “… The waiting list for Christmas already runs to three thousand names.” She would "
                                 "not say what the sleeper refit cost the operator. [¶1]"], said
    stray = content.replace("names.”", "names.")
    answer = ask("What colour is coach number 11?", stray, title="The night train is back")
    assert quoted_part(answer) == ["> Coach number 11 is painted white. [¶1]"], answer


def test_a_count_asked_in_french_is_answered_in_french():
    """"Combien de Hoka y a-t-il ?" was answered in English: its "y" and "a" were read as Spanish's and Portuguese's,
    so no language was sure; "avez-vous", "gibt es", "hay" were read as a name no card holds."""
    french = "Articles de cette page dont le nom contient « Hoka » (3) :"
    for question, intro in (("Combien de Hoka y a-t-il ?", french), ("Combien de modèles Hoka avez-vous ?", french),
                            ("Wie viele Hoka gibt es?", "Artikel auf dieser Seite mit „Hoka“ im Namen (3):"),
                            ("¿Cuántos Hoka hay?", "Artículos de esta página con «Hoka» en el nombre (3):")):
        answer = ask(question, SHOP, title="Running Shoes")
        assert answer.startswith(intro), answer
        assert quoted_part(answer) == ["> Hoka Clifton 9 [¶2]", "> Hoka Bondi 8 [¶4]", "> Hoka Mach 6 [¶6]"], answer
    assert asked_in("¿Cuál es la diferencia entre el Clifton y el Bondi?") == "es"  # Spanish's "y" still Spanish


def test_a_note_marker_in_brackets_goes_with_its_brackets():
    """"a city bike[※1]" was quoted "a city bike[]": the note-marker rule took the marker and left its brackets."""
    page = ("# Notes\n\n[¶1] Rentals cost €12 a day for a city bike[※1] and €20 for an e-bike (※2) in the old town.\n\n"
            "[¶2] ※1 Helmets included.\n")
    said = ask("How much does a city bike cost?", page, title="Notes")
    rentals = "> Rentals cost €12 a day for a city bike and €20 for an e-bike in the old town. [¶1]"
    assert quoted_part(said)[0] == rentals, said


# An arXiv paper's Table 1 as the widget reads it (/tmp/mb/qa58/sites/paper.html, LaTeXML), with its abstract.
PAPER = """# Sparse Routing Attention

## Abstract

[¶1] On three long-context benchmarks, our method matches dense attention within 0.4 perplexity while using 38% less \
memory.

## 3 Experiments

[¶2] [Table 1](https://arxiv.org/html/1#S3.T1) compares perplexity and memory; \
[Figure 1](https://arxiv.org/html/1#S3.F1) shows training curves.

[¶3] Table 1: Perplexity (lower is better) and peak memory on three benchmarks.

[¶4]
| Method | PG-19 | arXiv-Math | Memory (GB) |
| --- | --- | --- | --- |
| Dense | 11.2 | 4.9 | 61.0 |
| BigBird | 12.6 | 5.8 | 40.2 |
| SRA (ours) | 11.6 | 5.1 | 37.8 |

[¶5] Figure 1: Training loss against steps; SRA (blue) converges in 40% fewer steps than BigBird (orange).
"""


def test_a_comparison_of_two_rows_of_a_table_quotes_both_under_its_caption():
    """QA58: "How much memory does SRA use compared to dense attention?" quoted the Dense row alone (61.0 GB), not
    SRA's 37.8, which the question asks about first."""
    answer = ask("How much memory does SRA use compared to dense attention?", PAPER, title="Sparse Routing Attention")
    quoted = quoted_part(answer)
    assert "> Table 1: Perplexity (lower is better) and peak memory on three benchmarks. [¶3]" in quoted, answer
    assert quoted[-2:] == ["> Dense — PG-19: 11.2; arXiv-Math: 4.9; Memory (GB): 61.0",
                           "> SRA (ours) — PG-19: 11.6; arXiv-Math: 5.1; Memory (GB): 37.8 [¶4]"], answer
    assert "BigBird —" not in answer
    # A question that names one row is answered as before.
    answer = ask("How much memory does BigBird use?", PAPER, title="Sparse Routing Attention")
    assert "BigBird — PG-19: 12.6" in answer and "Table 1: Perplexity" not in answer, answer


def test_a_question_on_an_arabic_page_is_framed_in_its_own_language_and_quotes_the_arabic():
    """QA54: an English question on an Arabic page is answered in English around the Arabic quote (the engine has no
    Arabic words; it cannot translate the page). "Que dit la page sur le taux de 5.25% ?" was framed in English too:
    its "dit" read as Dutch's ("this"), so no language was sure."""
    title = "البنك المركزي يرفع سعر الفائدة — صحيفة الأفق"
    rate = "> أعلن البنك المركزي يوم الخميس رفع سعر الفائدة الرئيسي بمقدار 75 نقطة أساس ليصل إلى 5.25%، في خطوة تهدف"
    heading = "البنك المركزي يرفع سعر الفائدة إلى 5.25% لكبح التضخم"
    for question, frame in (("What does the page say about 5.25%?", f"Under “{heading}”, the page says:"),
                            ("Que dit la page sur le taux de 5.25% ?", f"Sous « {heading} », la page dit :")):
        answer = ask(question, ARABIC, title=title, lang="ar")
        assert answer.startswith(frame) and quoted_part(answer)[0].startswith(rate), answer
    assert asked_in("Wat is dit?") == "nl" and asked_in("Is dit gratis?") == "nl"
