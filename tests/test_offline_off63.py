"""The offline engine on what the walk now reads from qa59's pages (off63): a match's score and clock, its goals
marked by a picture, a posting's location chips under its title, a schedule's time and room lines, a review's stars
drawn as a picture, a stat asked of one side, a file field's label and the form's required fields. Each page is the
content the widget (main after the qa59 walk fixes) extracted from qa59's minimal page
(/tmp/mb/qa59/sites/min/NN-*.html) or full page, cut to what the question needs."""

from __future__ import annotations

from offline_helpers import ask, quoted_part, run
from reverserag import analyzers, context
from reverserag.page import parse_page

# min/05-score-aria-hidden-with-sr-twin.html: the score and the clock are lines of their own, with no [¶].
SCORE = """ARS (Arsenal)

2–1

67'

CHE (Chelsea)

## Live text

[¶1] Odegaard threads a pass for Martinelli, but Colwill slides in to block the shot before it reaches the goal.

[¶2] Declan Rice (Arsenal) is shown the yellow card for a bad foul on Caicedo in midfield.
"""


def test_the_score_is_the_score_line_with_its_teams_and_its_clock():
    for question in ("What is the score?", "What's the score?", "What minute is it?", "Who is winning?"):
        quoted = quoted_part(ask(question, SCORE, title="Arsenal v Chelsea - Live"))
        assert quoted == ["> ARS (Arsenal)", "> 2–1", "> 67'", "> CHE (Chelsea)"], (question, quoted)


def test_a_minute_is_not_asked_of_a_score_without_a_clock():
    page = SCORE.replace("67'\n\n", "")
    assert quoted_part(ask("What is the score?", page, title="Arsenal v Chelsea"))[1] == "> 2–1"
    assert "2–1" not in ask("What minute is it?", page, title="Arsenal v Chelsea")


# The walk's scoreboard since walk63a: one cited line of the names, the score and the clock.
BOARD = SCORE.replace("ARS (Arsenal)\n\n2–1\n\n67'\n\nCHE (Chelsea)", "[¶1] ARS (Arsenal) 2–1 67' CHE (Chelsea)")


def test_the_score_is_the_scoreboards_one_line():
    assert BOARD != SCORE
    for question in ("What is the score?", "What minute is it?", "Who is winning?"):
        answer = ask(question, BOARD, title="Arsenal v Chelsea - Live")
        assert quoted_part(answer) == ["> ARS (Arsenal) 2–1 67' CHE (Chelsea) [¶1]"], (question, answer)
    without_clock = BOARD.replace(" 67'", "")
    assert "2–1" in ask("What is the score?", without_clock, title="Arsenal v Chelsea")
    assert "2–1" not in ask("What minute is it?", without_clock, title="Arsenal v Chelsea")


# match.html's timeline (the goals marked by pictures) and its live text (a goal led by "Goal!").
GOALS = """# Arsenal v Chelsea

## Key events

1. [¶4] 64'
   [image: Yellow card]
   Declan Rice (Arsenal) is shown the yellow card for a bad foul.
2. [¶5] 51'
   [image: Goal]
   Kai Havertz (Arsenal) header from the centre of the box. Assisted by Bukayo Saka with a cross.
3. [¶7] 40'
   [image: Penalty goal]
   Cole Palmer (Chelsea) converts the penalty with a right footed shot to the bottom left corner.
4. [¶9] 23'
   [image: Goal]
   Bukayo Saka (Arsenal) left footed shot from outside the box to the top right corner.
"""


def test_who_scored_is_the_goals_the_timeline_marks_by_a_picture():
    quoted = quoted_part(ask("Who scored?", GOALS, title="Arsenal v Chelsea"))
    assert [line.split("]")[0] for line in quoted] == ["> 51' [image: Goal", "> 40' [image: Penalty goal",
                                                       "> 23' [image: Goal"], quoted
    chelsea = quoted_part(ask("Who scored for Chelsea?", GOALS, title="Arsenal v Chelsea"))
    assert len(chelsea) == 1 and "Cole Palmer" in chelsea[0], chelsea


LIVE_GOAL = """# Arsenal v Chelsea: live text

64'

[¶3] **Booking.** Declan Rice (Arsenal) is shown the yellow card for a bad foul on Caicedo.

51'

[¶4] **Goal!** Arsenal 2, Chelsea 1. Kai Havertz (Arsenal) header from the centre of the box.
"""


def test_a_goal_led_by_goal_is_quoted_with_the_rest_of_its_entry():
    quoted = quoted_part(ask("Who scored?", LIVE_GOAL, title="Arsenal v Chelsea"))
    assert quoted == ["> Goal! Arsenal 2, Chelsea 1. Kai Havertz (Arsenal) header from the centre of the box. [¶4]"]


# min/01-job-header-chips-in-chrome.html: the chips under the title, now in main.
JOB = """# [¶1] Senior Platform Engineer

Remote — United States

Engineering · Platform

Full-time

[¶2] Hybrid optional: Denver, CO

## About the role

[¶4] You will join the Platform team, which owns our Kubernetes clusters, CI pipelines and the internal developer \
portal. You will report to Priya Raman, Director of Infrastructure.

---

[Page chrome: header, navigation, sidebars, footer]

[Fernleaf](http://127.0.0.1:8908/)

Navigation: [All jobs](http://127.0.0.1:8908/jobs)

## Similar jobs

### [¶28] [Site Reliability Engineer](http://127.0.0.1:8908/jobs/4410)

Remote — Canada
"""


def test_where_a_job_is_is_the_location_chips_under_its_title():
    for question in ("Where is the job located?", "Is it remote?", "Where is the position?", "Can I work remotely?"):
        quoted = quoted_part(ask(question, JOB, title="Senior Platform Engineer"))
        assert quoted == ["> Remote — United States", "> Hybrid optional: Denver, CO [¶2]"], (question, quoted)


# min/11-css-grid-schedule.html: each session's time and rooms on a line under its heading.
SCHEDULE = """# Schedule

[¶1] All times are in the event's time zone (Europe/Lisbon). Talks run in two rooms.

Auditorium

Room B

### [¶2] [Opening keynote: Python at sea level](http://127.0.0.1:8908/t/1)

[¶3] 09:00 · Auditorium, Room B

- [¶4] Ana Ferreira

12:00 · Auditorium, Room B: Lunch break

### [¶5] [Writing Python extensions in Rust with PyO3](http://127.0.0.1:8908/t/2)

[¶6] 13:30 · Auditorium

- [¶7] Jonas Berg

### [¶8] [Property-based testing with Hypothesis](http://127.0.0.1:8908/t/3)

[¶9] 13:30 · Room B

- [¶10] Kofi Mensah
"""


def test_when_and_where_a_session_is_is_the_time_line_under_its_heading():
    for question, line in (("When is the keynote?", "> 09:00 · Auditorium, Room B [¶3]"),
                           ("Which room is the Rust talk in?", "> 13:30 · Auditorium [¶6]"),
                           ("What time does the Hypothesis talk start?", "> 13:30 · Room B [¶9]"),
                           ("When is lunch?", "> 12:00 · Auditorium, Room B: Lunch break [¶4]")):
        assert quoted_part(ask(question, SCHEDULE, title="Schedule")) == [line], question


# min/18-review-stars-unnamed.html: the stars are a picture named by the wrapper's title.
REVIEWS = """# Reviews

[¶1] What our guests say about Saltmarsh Kitchen on Bristol's harbourside.

### Raj P.

[image: 3 stars]

[¶2] Lovely room, but we waited 40 minutes for mains on a Saturday.

### Mei L.

[image: 5 stars]

[¶3] The best crab I have had in Bristol; the service was quick and warm.
"""


def test_the_stars_a_reviewer_gave_are_the_picture_under_their_name():
    assert quoted_part(ask("How many stars did Raj give?", REVIEWS, title="Reviews")) == ["> [image: 3 stars]"]
    assert quoted_part(ask("What rating did Mei give?", REVIEWS, title="Reviews")) == ["> [image: 5 stars]"]


# min/07-paired-stat-bars.html
STATS = """# Arsenal 2–1 Chelsea

[¶1] Premier League match report from the Emirates Stadium, with statistics for both teams.

## Match stats

[¶2] Arsenal – Chelsea

[¶3] Possession: 58% – 42%

[¶4] Shots: 14 – 7

[¶5] Shots on target: 6 – 2
"""


def test_a_stat_asked_of_one_side_is_its_line_after_the_teams_line():
    quoted = quoted_part(ask("How many shots did Chelsea have?", STATS, title="Arsenal v Chelsea stats"))
    assert quoted == ["> Arsenal – Chelsea [¶2]", "> Shots: 14 – 7 [¶4]"], quoted
    on_target = quoted_part(ask("How many shots on target did Arsenal have?", STATS, title="Arsenal v Chelsea"))
    assert on_target == ["> Arsenal – Chelsea [¶2]", "> Shots on target: 6 – 2 [¶5]"], on_target


# min/03-styled-file-input-missing-from-forms.html, and min/04-job-questions-engine.html with its form.
UPLOAD = """# Apply for this job

[¶1] Fill in the form below; fields marked with an asterisk are required.

Email\\*

Resume/CV\\*

Attach Dropbox

[¶2] Accepted file types: pdf, docx

Submit application
"""


def test_what_to_upload_is_the_file_fields_label_and_the_files_it_takes():
    for question in ("What do I need to upload?", "What do I need to upload to apply?", "What can I attach?"):
        quoted = quoted_part(ask(question, UPLOAD, title="Apply"))
        assert quoted == ["> Resume/CV*", "> Accepted file types: pdf, docx [¶2]"], (question, quoted)


APPLY = """# [¶1] Senior Platform Engineer

[¶2] You will join the Platform team, which owns our Kubernetes clusters and CI pipelines, and report to the \
Director of Infrastructure.

## Apply for this job

[¶6] \\* indicates a required field

[¶7] First Name\\* Phone Email\\* Submit application
"""
FIELDS = [{"name": "first_name", "type": "text", "label": "First Name*", "required": True},
          {"name": "phone", "type": "tel", "label": "Phone", "required": False},
          {"name": "email", "type": "email", "label": "Email*", "required": True}]


def ask_with_forms(question: str, forms: list[dict], content: str = APPLY) -> str:
    """The answer on a page whose payload has ``forms``, locked with the analyzers' lines, as the server locks it."""
    page = parse_page({"url": "https://example.org/jobs/1", "title": "Senior Platform Engineer", "content": content,
                       "forms": forms}, max_content_chars=100_000)
    locked = context.lock(page, persona=None, intelligence=analyzers.render(analyzers.run(page)),
                          classification=None, context_window=8192)
    return run([{"role": "system", "content": locked.system_message}, {"role": "user", "content": question}])[0]


def test_the_required_fields_are_the_forms_not_the_legend():
    form = [{"action": "https://example.org/apply", "method": "post", "fields": FIELDS}]
    for question in ("Which fields are required to apply?", "What are the required fields?",
                     "What information is required?"):
        answer = ask_with_forms(question, form)
        assert answer.startswith("The page's form marks these fields as required: First Name, Email."), answer
        assert "indicates" not in answer


def test_the_required_fields_a_long_form_lists_say_how_many_more():
    fields = [{"name": f"f{n}", "type": "text", "label": f"Field {n}*", "required": True} for n in range(6)]
    answer = ask_with_forms("Which fields are required?", [{"action": "/apply", "method": "post", "fields": fields}])
    assert "required: Field 0, Field 1, Field 2, Field 3 (+2 more)." in answer, answer


def test_a_form_that_requires_nothing_leaves_the_question_to_the_page():
    optional = [dict(field, required=False) for field in FIELDS]
    answer = ask_with_forms("Which fields are required to apply?", [{"action": "/a", "method": "post",
                                                                     "fields": optional}])
    assert quoted_part(answer) == ["> * indicates a required field [¶6]"], answer


def test_a_question_about_other_information_is_not_the_required_fields():
    form = [{"action": "https://example.org/apply", "method": "post", "fields": FIELDS}]
    for question in ("What information is collected?", "What details are on this page?"):
        assert "marks these fields as required" not in ask_with_forms(question, form), question


def test_a_browse_button_under_no_file_label_is_no_upload():
    page = UPLOAD.replace("Resume/CV\\*\n\nAttach Dropbox\n\n[¶2] Accepted file types: pdf, docx", "Our shop\n\nBrowse")
    assert "Our shop" not in ask("What can I upload?", page, title="Apply")


def test_a_line_of_a_word_and_two_letters_is_no_place_a_job_is_in():
    page = JOB.replace("Remote — United States", "Design, an intro").replace("Hybrid optional: Denver, CO", "Full pay")
    assert "Design, an intro" not in ask("Where is the job located?", page, title="Senior Platform Engineer")


def test_the_sessions_in_a_room_after_a_slot_are_the_time_lines_that_list_the_room():
    quoted = quoted_part(ask("What talks are in Room B after lunch?", SCHEDULE, title="Schedule"))
    assert quoted == ["> 13:30 · Room B [¶9]"], quoted
    before = quoted_part(ask("Which sessions are in the Auditorium before lunch?", SCHEDULE, title="Schedule"))
    assert before == ["> 09:00 · Auditorium, Room B [¶3]"], before
    every = quoted_part(ask("What is on in Room B?", SCHEDULE, title="Schedule"))
    assert every == ["> 09:00 · Auditorium, Room B [¶3]", "> 12:00 · Auditorium, Room B: Lunch break [¶4]",
                     "> 13:30 · Room B [¶9]"], every
