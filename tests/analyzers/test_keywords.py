"""Keywords: frequent, uncommon terms, weighted by the title and headings."""

from __future__ import annotations

from reverserag.analyzers import keywords
from unspaced_samples import THAI

from .helpers import make_page

CONTENT = """Kubernetes runs containers. A cluster has nodes, and each node runs pods.
Pods hold containers; the cluster schedules pods onto nodes. Helm installs charts into
the cluster. The time people spend is the thing: this is about the cluster."""


def test_terms_by_hand():
    # cluster 4; node 1 + nodes 2 folded = 3; pods 3 ("pod" never occurs); containers 2;
    # runs 2; kubernetes 1 × (1 + 2, in the title) = 3; helm and charts 1 × (1 + 1, in a
    # heading) = 2. Ties go alphabetically. Common words (the, time, people, thing, about,
    # each) and one-offs nothing vouches for (hold, spend, schedules) never appear.
    page = make_page(
        title="Kubernetes basics", content=CONTENT,
        headings=[{"level": 2, "text": "Helm charts"}],
    )
    assert keywords.top_terms(page) == [
        "cluster", "kubernetes", "node", "pods", "charts", "containers", "helm", "runs",
    ]
    assert str(keywords.analyze(page)) == (
        "Keywords: cluster, kubernetes, node, pods, charts, containers, helm, runs"
    )


def test_plurals_fold_into_the_singular_when_both_occur():
    content = "The builder builds builds. The build build failed. Builder builder."
    assert keywords.top_terms(make_page(content=content)) == ["build", "builder"]


def test_numbers_and_one_offs_are_not_keywords():
    assert keywords.analyze(make_page(content="2024 2024 2024 unique words only once")) is None


def test_cjk_runs_are_not_keywords():
    assert keywords.analyze(make_page(content="今日は良い天気。今日は良い天気。")) is None


def test_empty_page():
    assert keywords.analyze(make_page()) is None


def test_thai_phrases_are_not_keywords_but_the_latin_words_beside_them_are():
    """The bug: Thai spaces phrases, so each phrase between spaces ("ภาษาไทยเป็นภาษาราชการของประเทศ")
    was a keyword."""
    content = "\n\n".join([THAI + " Bangkok Bangkok"] * 3)
    assert str(keywords.analyze(make_page(content=content))) == "Keywords: bangkok"
