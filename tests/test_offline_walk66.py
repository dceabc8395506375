"""The offline engine on what walk66 changed in the walk's reading: a release's side column (its date, author,
tag) read after the release's title, where its box puts it, not above it under the release before."""

from __future__ import annotations

from offline_helpers import ask, quoted_part

# qa60's releases.html as the walk reads it since walk66: each <section aria-labelledby> release box's side
# column after its title's row (the title, its badge), its date line cited.
RELEASES = """# Releases

## [v3.2.0 – Priorities](http://127.0.0.1:8941/acme/fastqueue/releases/tag/v3.2.0)

Latest

[¶1] 2 weeks ago (2027-03-02 14:21 UTC)

[image: @mkovacs] [mkovacs](http://127.0.0.1:8941/mkovacs)

[image: Tag] [v3.2.0](http://127.0.0.1:8941/acme/fastqueue/tree/v3.2.0)

## ✨ Features

- [¶2] Priority queues: `PriorityQueue(levels=5)` by @mkovacs in #1198

## 🐛 Bug fixes

- [¶3] Fix a deadlock when a worker is cancelled during `ack()` by @pnair in #1227

### Assets

- [¶4] [fastqueue-3.2.0-py3-none-any.whl](http://127.0.0.1:8941/d/fastqueue-3.2.0-py3-none-any.whl) 148 KB

## [v3.1.4](http://127.0.0.1:8941/acme/fastqueue/releases/tag/v3.1.4)

[¶5] Jan 19 (2027-01-19 11:30 UTC)

[image: Tag] [v3.1.4](http://127.0.0.1:8941/acme/fastqueue/tree/v3.1.4)

## Bug fixes

- [¶6] Security: reject pickled payloads unless `allow_pickle=True` by @lfernandes in #1180
"""


def test_when_a_release_came_out_is_its_date_line_after_its_title():
    """walk66 writes a release box's side column after its title: "When was v3.2.0 released?" looked for the date
    line only before the title, and quoted the release's asset files; v3.1.4's found v3.2.0's notes above it."""
    def said(question: str) -> list[str]:
        return quoted_part(ask(question, RELEASES, title="Releases · acme/fastqueue"))

    assert said("When was v3.2.0 released?") == ["> v3.2.0 – Priorities: 2 weeks ago (2027-03-02 14:21 UTC) [¶1]"]
    assert said("When was v3.1.4 released?") == ["> v3.1.4: Jan 19 (2027-01-19 11:30 UTC) [¶5]"]
    fixed = ask("What bugs were fixed in 3.2.0?", RELEASES, title="Releases · acme/fastqueue")
    assert "Fix a deadlock" in fixed and "pickled" not in fixed, fixed
