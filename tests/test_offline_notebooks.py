"""A Jupyter notebook's usual questions, as the offline engine answers them (qa53 #9): the error it shows, what a
cell computes, what is in its table, what was printed."""

from __future__ import annotations

from offline_helpers import ask

# nbconvert's export of qa53's notebook, as the widget reads it (its formula left out).
NOTEBOOK = """# Nitrate survey 2025

[¶1] This notebook summarises **nitrate** samples from three Twente stations.

## Method

- [¶2] Samples were taken monthly
- [¶3] Each value is the yearly mean
- [¶4] Stations with fewer than 40 samples were dropped

In [1]:

[¶6]
```
import pandas as pd
df = pd.read_csv('nitrate_2025.csv')
df
```

Out[1]:

[¶7]
|  | station | nitrate_mg_l | samples |
| --- | --- | --- | --- |
| 0 | Almelo | 3.1 | 52 |
| 1 | Deventer | 7.9 | 48 |
| 2 | Hengelo | 12.4 | 50 |

In [2]:

[¶8]
```
ratio = df.nitrate_mg_l.max() / 50
print(f'highest exceedance ratio: {ratio:.3f}')
```

[¶9]
```
highest exceedance ratio: 0.248
```

## Plot

[¶10] The bar chart below shows the means per station.

In [3]:

[¶11]
```
ax = df.plot.bar(x='station', y='nitrate_mg_l')
```

In [4]:

```
df['phosphate']
```

[¶12]
```
---------------------------------------------------------------------------
KeyError                                  Traceback (most recent call last)
Cell In[4], line 1
----> 1 df['phosphate']

KeyError: 'phosphate'
```

## Conclusion

[¶13] All stations are **below the 50 mg/l limit**. Hengelo is the highest at 12.4 mg/l.
"""


def nb(question: str, content: str = NOTEBOOK) -> str:
    return ask(question, content, title="survey-lab")


def test_the_error_the_notebook_shows_is_its_traceback():
    """qa53 #9: "What error does the notebook show?" got the intro sentence; "error" is not "KeyError"."""
    answer = nb("What error does the notebook show?")
    assert "KeyError: 'phosphate'" in answer and "df['phosphate']" in answer
    assert "This notebook summarises" not in answer
    assert "KeyError: 'phosphate'" in nb("Did anything fail?")


def test_a_cell_by_its_number_is_its_code_and_what_it_gave():
    """qa53 #9: "What does cell 2 compute?" got "I could not find that"."""
    answer = nb("What does cell 2 compute?")
    assert "ratio = df.nitrate_mg_l.max() / 50" in answer and "highest exceedance ratio: 0.248" in answer
    assert "read_csv" not in answer and "phosphate" not in answer
    assert "read_csv" in nb("What is In [1]?") and "Hengelo" in nb("What is In [1]?")


def test_what_was_printed_is_the_output_under_the_code_that_prints():
    """qa53 #9: "What was printed?" got the code cell, not its output under it."""
    answer = nb("What was printed?")
    assert "highest exceedance ratio: 0.248" in answer and "KeyError" not in answer


def test_the_table_is_the_pages_only_table():
    """qa53 #9: "What is in the table?" got "I could not find that" on a page with one table."""
    answer = nb("What is in the table?")
    assert "station: Almelo" in answer and "station: Hengelo" in answer
    # Two tables: which one is asked is not known, and the question is searched as any other.
    two = NOTEBOOK + "\n| Limit | Value |\n| --- | --- |\n| EU | 50 mg/l |\n"
    assert "station: Almelo" not in nb("What is in the table?", two)


def test_pages_without_them_are_searched_as_before():
    article = ("# Night trains\n\nThe error in the timetable was fixed on Monday. The sleeper leaves at 21:04 and "
               "reaches Vienna at 9:10. Tickets are sold two months ahead.\n\nThe cell phone signal is weak in "
               "the tunnels after Innsbruck, so download your ticket first.\n")
    assert "timetable was fixed" in ask("What was the error?", article, title="Night trains")
    assert "signal is weak" in ask("What about cell 2?", article, title="Night trains") or \
        "could not find" in ask("What about cell 2?", article, title="Night trains")


def test_a_cells_traceback_read_apart_from_it_comes_with_it_when_its_failure_is_asked():
    """A short notebook's main content was read as its traceback alone, its cells after it: "Why did cell 4 fail?"
    quoted the traceback before cells were found by number, and must still."""
    traceback = NOTEBOOK[NOTEBOOK.index("[¶12]"):NOTEBOOK.index("## Conclusion")]
    moved = "# Nitrate survey 2025\n\n" + traceback + NOTEBOOK.replace(traceback, "").split("\n", 1)[1]
    answer = nb("Why did cell 4 fail?", moved)
    assert "df['phosphate']" in answer and "KeyError: 'phosphate'" in answer
    assert "KeyError" not in nb("What does cell 3 do?", moved)


def test_in_and_a_number_is_no_cell_without_its_brackets():
    answer = nb("Which station was measured in 3 months?")
    assert "ax = df.plot.bar" not in answer
