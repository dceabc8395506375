"""Source files for the tests of the offline engine on code: the page each makes, a question asked of
it, and the first lines of the pieces a file is cut into."""

from __future__ import annotations

from offline_helpers import locked_messages, run
from reverserag import context
from reverserag.engines import codepieces
from reverserag.passages import split_passages
from reverserag.ranking import Index

LAUNCH = '''"""Launch control for model rockets.

Checks the fuel and the weather, then counts down.
"""

import time

MINIMUM_FUEL = 400


class Countdown:
    """A countdown that can be held."""

    def __init__(self, seconds):
        self.seconds = seconds

    def hold(self):
        self.held = True


def launch(fuel, weather="clear"):
    if fuel < MINIMUM_FUEL:
        raise ValueError("low fuel")

    if weather != "clear":
        return "scrubbed"
    return "lift-off"
'''
RAW = "https://gitlab.example.com/acme/rocket/-/raw/main/src/launch.py"
TITLE = "src/launch.py · main · acme / rocket · GitLab"
ROCKET = """package com.acme.rocket;

import java.util.ArrayList;
import java.util.List;

/** A model rocket: its name, its fuel and the stages it has fired. */
public class Rocket {
    private final String name;
    private int fuel;
    private final List<String> fired = new ArrayList<>();

    public Rocket(String name, int fuel) {
        this.name = name;
        this.fuel = fuel;
    }

    /** Burns fuel for one stage; false when there is not enough left. */
    public boolean burn(int grams) {
        if (grams > fuel) {
            return false;
        }
        fuel -= grams;
        fired.add(name + ": " + grams + " g");
        return true;
    }

    @Override
    public String toString() {
        return name + " (" + fuel + " g left)";
    }

    public static <T> List<T> stages(T... names) {
        return List.of(names);
    }
}
"""


def page(source: str = LAUNCH, language: str = "python", url: str = RAW, **fields) -> list[dict]:
    content = f"```{language}\n{source.rstrip()}\n```"
    return locked_messages(content, title=TITLE, url=url, source="translated", **fields)


def ask(question: str, selection: str | None = None, **fields) -> str:
    system = page(**fields)[0]
    return run([system, {"role": "user", "content": context.first_question(selection, question)}])[0]


def first_lines(source: str, language: str = "") -> list[str]:
    """The first line of each piece ``source`` is cut into."""
    cut = codepieces.pieces(Index(split_passages(f"```{language}\n{source}```"))).passages
    return [p.text.split("\n")[1] for p in cut]


GNU = """#include <stdio.h>

/* Prints how to call the program. */
static void
usage (const char *name)
{
  fprintf (stderr, "usage: %s FUEL\\n", name);
}

static int
burn_time (int fuel,
           int rate)
{
  return fuel / rate;
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    usage (argv[0]);
  return burn_time (atoi (argv[1]), 4) > 0 ? 0 : 1;
}
"""


CONSTRUCTORS = """#include "rocket.h"

namespace acme {

  Rocket::Rocket(int stages) : stages_(stages), fuel_(0) {
    reset();
  }

  Rocket::Rocket(const Rocket& other)
      : stages_(other.stages_),
        fuel_(other.fuel_) {
  }

  Rocket::~Rocket() {
    release();
  }

  int Rocket::burn(int grams) {
    fuel_ -= grams;
    return fuel_;
  }
}
"""
