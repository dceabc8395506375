"""Launch control for the Acme model rocket club.

Checks the fuel, the wind and the range before a countdown, and scrubs the launch
when any of them is out of bounds.
"""

import time

MINIMUM_FUEL_GRAMS = 400
MAXIMUM_WIND_KMH = 20


class Scrubbed(Exception):
    """Raised when a launch is called off before ignition."""


def check_fuel(grams):
    if grams < MINIMUM_FUEL_GRAMS:
        raise Scrubbed(f"low fuel: {grams} g, the minimum is {MINIMUM_FUEL_GRAMS} g")


def check_wind(kmh):
    # Gusts above the limit carry a rocket off the range before its parachute opens.
    if kmh > MAXIMUM_WIND_KMH:
        raise Scrubbed(f"wind at {kmh} km/h, the limit is {MAXIMUM_WIND_KMH} km/h")


def countdown(seconds, hold=lambda: False):
    """Counts down to ignition, one second at a time; a hold pauses it."""
    while seconds > 0:
        if hold():
            time.sleep(1)
            continue
        print(f"T-{seconds}")
        time.sleep(1)
        seconds -= 1


def launch(fuel_grams, wind_kmh, range_clear):
    check_fuel(fuel_grams)
    check_wind(wind_kmh)
    if not range_clear:
        raise Scrubbed("people on the range")

    countdown(10)
    return "lift-off"
