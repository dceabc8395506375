"""What the widget keeps of the host page between reads, in real Chromium: nothing it read can outlive
the page's own hold on it. (Chromium only: its DevTools protocol runs a full garbage collection.)"""

from __future__ import annotations

from harness import Site


def test_an_element_taken_out_after_a_read_can_be_collected(site: Site) -> None:
    """The walk kept the last element whose style it read, and that style, from one read to the next
    (for blurred(), which asks it again): an element the page took out after ``extract()`` stayed in
    memory until the next read (speed61). Here the last such element is a hidden paragraph, which
    nothing cites; once the page drops it, a full collection frees it."""
    site.goto(site.html("/gone", "<main><p>A short page with one paragraph shown.</p>"
                                 "<p id='gone' style='display: none'>Out of sight.</p></main>"))
    site.page.evaluate("""async () => {
        await ReverseRAG.extract({settle: false, selection: null});
        const gone = document.getElementById('gone');
        gone.remove();
        window.__gone = new WeakRef(gone);
    }""")
    cdp = site.page.context.new_cdp_session(site.page)
    for _ in range(3):  # a WeakRef's target is kept to the end of the task that made it: a later task's GC frees it
        cdp.send("HeapProfiler.collectGarbage")
        if site.page.evaluate("() => window.__gone.deref() === undefined"):
            break
    assert site.page.evaluate("() => window.__gone.deref() === undefined")
