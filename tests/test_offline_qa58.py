"""The offline engine on qa58's pages (an arXiv paper, a Discourse thread, a podcast episode), each as the widget reads
its minimal page: a paper's authors from its citation metadata, an equation's number kept in a quote, the theorem a
sentence points to, the post a "Solution" badge marks, a thread's problem, a podcast's guest."""

from __future__ import annotations

import httpx

from offline_helpers import ask
from reverserag.analyzers._authors import authors
from sse_client import events, text_of

# min/07-latexml-authors.html: LaTeXML's authors' block, each name and affiliation a line; two citation_author tags,
# which the widget joins with ", ".
PAPER = {
    "url": "https://arxiv.example/html/2403.01234", "title": "Sparse Rotary Attention Converges in Linear Time",
    "lang": "en", "meta": {"citation_author": "Okafor, Adaeze, Lindqvist, Jonas"},
    "content": "# [¶1] Sparse Rotary Attention Converges in Linear Time\n\nAdaeze Okafor\n\nUniversity of Lagos\n\n"
               "Jonas Lindqvist\n\n[¶2] KTH Royal Institute of Technology\n\n###### Abstract\n\n[¶3] We study sparse "
               "attention with rotary position embeddings and prove linear convergence.",
}
# paper.html: the authors' block as one run of text, cited.
BLOCK = ("# [¶2] Sparse Rotary Attention Converges in Linear Time\n\n[¶3] Adaeze OkaforDepartment of Computer Science, "
         "University of Lagos[aokafor@unilag.edu.ng](mailto:aokafor@unilag.edu.ng) Jonas LindqvistKTH Royal Institute "
         "of Technology\n\nMarch 11, 2024\n\n###### Abstract\n\n[¶4] We study sparse attention with rotary position "
         "embeddings and prove linear convergence on three long-context benchmarks.\n")
# min/08-theorem-cross-reference.html: the introduction points to Theorem 1, whose statement cites equation (1).
THEOREM = ("# Sparse Rotary Attention\n\n## 1 Introduction\n\n[¶1] Sparse variants reduce the cost. Our main result is "
           "[Theorem 1](https://arxiv.example/html/2403.01234#Thm1).\n\n## 2 Method\n\nA=\\mathrm{softmax}(QK^{\\top})"
           "\n\n(1)\n\n###### [¶2] **Theorem 1** **(Linear convergence)**.\n\n[¶3] *Gradient descent on "
           "([1](https://arxiv.example/html/2403.01234#S2.E1)) reaches an epsilon-optimal point after "
           "O(n log(1/epsilon)) iterations.*\n")
# min/05-solution-badge-answer.html: Discourse's accepted-answer badge at the end of the post it marks.
SOLVED = ("# [¶1] Pool exhausted after upgrading to 3.2\n\n## mk\n\n[¶2] Our workers fail after an hour since the "
          "upgrade to 3.2.\n\n## jdiaz\n\n[¶3] Set DB_POOL=10 in your environment or put PgBouncer in front."
          "\n\nSolution")
# forum.html: a Discourse thread, each post's header a heading that names its member and its date.
THREAD = """## [mkowalski](https://forum.example/u/mkowalski) [Feb 3](https://forum.example/t/4821/1)

[¶2] Since upgrading Fernbank from 3.1.4 to 3.2.0 our workers fail after about an hour with connection errors.

[¶3] We run 4 web workers and 2 job workers against Postgres 15 with `max_connections = 100`. Has anyone seen this?

Navigation: 2♡ 🔗 Reply

## [jdiaz](https://forum.example/u/jdiaz)Fernbank Team [Feb 3](https://forum.example/t/4821/2)

[¶4] 3.2 raised the default `DB_POOL` from 5 to 25 per process. Set `DB_POOL=10` in your environment.

Navigation: 14♡ Reply

## [ops_anna](https://forum.example/u/ops_anna) [Feb 4](https://forum.example/t/4821/3)

[¶5] If you use PgBouncer in transaction mode, also set `PREPARED_STATEMENTS=false`.
"""
# min/11-podcast-guest-and-problem-questions.html: the episode's title names its guest after "with".
EPISODE = ("# [¶1] Why bridges sing — with Dr. Helen Marsh\n\n## Show notes\n\n[¶2] Structural engineer Dr. Helen "
           "Marsh, who led the retrofit of the Carrow Strait Bridge, explains why long-span bridges hum in the wind.")


def test_a_papers_authors_are_read_from_its_citation_metadata(app_server):
    """Regression (qa58 #5): on an arXiv paper, "Who are the authors?" got "I could not find that on this page" and
    "Who wrote this paper?" "The page does not say who wrote it", though its meta tags name both authors."""
    base = app_server()
    created = httpx.post(f"{base}/api/sessions", json=PAPER).json()
    assert created["classification"]["author"] == "Adaeze Okafor, Jonas Lindqvist"
    for question in ("Who are the authors?", "Who wrote this paper?"):
        answer = text_of(events(f"{base}/api/sessions/{created['session_id']}/messages", {"content": question}))
        assert answer.startswith("The page names its authors: Adaeze Okafor, Jonas Lindqvist."), answer


def test_a_citation_tag_names_its_authors_as_they_are_read():
    assert authors("Okafor, Adaeze, Lindqvist, Jonas", BLOCK) == ["Adaeze Okafor", "Jonas Lindqvist"]
    assert authors("Okafor, A.; Lindqvist, J.", "") == ["A. Okafor", "J. Lindqvist"]
    assert authors("Adaeze Okafor, Jonas Lindqvist", "By Adaeze Okafor and Jonas Lindqvist") == [
        "Adaeze Okafor", "Jonas Lindqvist"]
    assert authors("Okafor, Adaeze M.", "Adaeze M. Okafor") == ["Adaeze M. Okafor"]


def test_the_authors_block_a_paper_opens_with_is_quoted_as_their_byline():
    answer = ask("Who are the authors?", BLOCK, title="Sparse Rotary Attention",
                 classification={"author": "Adaeze Okafor, Jonas Lindqvist"})
    assert answer.startswith("The page names its authors: Adaeze Okafor, Jonas Lindqvist.")
    assert "Jonas LindqvistKTH Royal Institute of Technology [¶3]" in answer, answer


def test_a_number_in_the_brackets_a_sentence_writes_is_kept():
    """Regression (qa58 #7): "gradient descent on ([1](#S2.E1))" was quoted "gradient descent on ()": the equation's
    number, a link, was taken for a footnote's marker. LaTeXML's citations "[[2](…), [3](…)]" lost theirs too."""
    answer = ask("What does gradient descent reach?", THEOREM, title="Sparse Rotary Attention")
    assert "> Gradient descent on (1) reaches an epsilon-optimal point" in answer, answer
    cited = ask("What do sparse variants reduce?", "# Attention\n\n[¶1] Sparse variants [[2](https://a.example/#b2), "
                "[3](https://a.example/#b3)] reduce the cost of attention on long sequences.\n", title="Attention")
    assert "> Sparse variants [2, 3] reduce the cost" in cited, cited
    # A note's marker the page glues to its word, or writes in its link's text, is still no part of the sentence.
    noted = ask("When did Mozilla begin?", "# Mozilla\n\n[¶1] Mozilla began in 1998.[[16]](https://w.example/#c-16) "
                "It shipped a browser of record.\n", title="Mozilla")
    assert "> Mozilla began in 1998. [¶1]" in noted, noted


def test_the_main_result_is_quoted_from_the_theorem_it_points_to():
    """Regression (qa58 #8): "What is the main result?" was answered "Our main result is Theorem 1." and no more."""
    answer = ask("What is the main result?", THEOREM, title="Sparse Rotary Attention")
    assert "> Our main result is [Theorem 1](https://arxiv.example/html/2403.01234#Thm1). [¶1]" in answer, answer
    assert "Under “Theorem 1 (Linear convergence).”:\n\n> Gradient descent on (1) reaches" in answer, answer
    # A theorem stated in a paragraph of its own, as a page without LaTeXML writes it.
    stated = ask("What is the main result?", "# Notes\n\n## Introduction\n\n[¶1] Our main result is Theorem 2.\n\n"
                 "## Results\n\n[¶2] We first fix the notation for the rest of the paper.\n\n[¶3] **Theorem 2.** Every "
                 "bounded monotone sequence converges. It converges to its supremum.\n", title="Notes")
    assert "Every bounded monotone sequence converges. It converges to its supremum. [¶3]" in stated, stated
    assert "fix the notation" not in stated


def test_a_solution_badge_is_answered_with_the_post_it_marks():
    """Regression (qa58 #9): "What was the solution?" on a forum was answered "> Solution", the accepted-answer badge,
    not the post it marks."""
    answer = ask("What was the solution?", SOLVED, title="Pool exhausted - Support")
    assert "> Set DB_POOL=10 in your environment or put PgBouncer in front. [¶3]" in answer, answer
    assert "Our workers fail" not in answer


def test_a_threads_problem_is_its_opening_post():
    """Regression (qa58 #11): "What is the problem?" on a support thread found nothing: the opening post is it."""
    for question in ("What is the problem?", "What was the OP's issue?"):
        answer = ask(question, THREAD, title="Postgres connection pool exhausted after upgrading to 3.2")
        assert answer.startswith("Under “mkowalski Feb 3”, the page says:"), answer
        assert "our workers fail after about an hour" in answer and "[¶3]" in answer and "DB_POOL" not in answer


def test_a_podcasts_guest_is_the_one_its_title_is_with():
    """Regression (qa58 #11): "Who is the guest?" on a podcast's episode found nothing, though its title is "Why
    bridges sing — with Dr. Helen Marsh" and the show notes name her."""
    for question in ("Who is the guest?", "Who is the guest on this episode?"):
        answer = ask(question, "[¶3] Episode 142 · April 8, 2025 · 48 min\n\n" + EPISODE,
                     title="Ep. 142: Why bridges sing | Load Path Podcast")
        assert "> Why bridges sing — with Dr. Helen Marsh [¶1]" in answer, answer
        assert "> Structural engineer Dr. Helen Marsh, who led the retrofit" in answer and "Episode 142" not in answer
    # A page that names no guest is searched as any other.
    plain = ask("Who is the guest?", "# Bridges\n\n[¶1] Long-span bridges hum in the wind, and tuned mass dampers fix "
                "it. The Carrow Strait Bridge was retrofitted in 2019.\n", title="Bridges")
    assert "Helen" not in plain and not plain.startswith("The page says:"), plain
