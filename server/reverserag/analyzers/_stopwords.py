"""Function words per language: the detector's evidence, and what keywords leave out."""

from __future__ import annotations


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# The most frequent function words of each language; a few hits per hundred words are enough
# to tell these languages apart. Words shared by several lists count for each.
PROFILES: dict[str, frozenset[str]] = {
    "en": _words(
        "the and of to in is that it for was with as on be are this by not or have from at "
        "but an they which you we his her their has were been would can will there what"
    ),
    "fr": _words(
        "le la les de des du et est une un que qui dans pour pas sur au aux par avec ce cette "
        "sont il elle nous vous ils mais ou plus son ses été être"
    ),
    "es": _words(
        "el la los las de del y en que es por para con una un se no lo como más pero sus su "
        "al fue son está este esta también entre"
    ),
    "de": _words(
        "der die das und ist ein eine nicht zu den von mit sich des auf für im dem auch es "
        "als an wird sind bei oder aus wie nach einer"
    ),
    "it": _words(
        "il lo la gli le di e che è un una per non con del della dei sono nel alla anche come "
        "più ma si da questo questa al"
    ),
    "pt": _words(
        "o a os as de do da dos das e que em um uma para com não por se mais como mas foi ao "
        "na no são também está pelo pela"
    ),
    "nl": _words(
        "de het een en van is dat op te in voor niet met zijn aan er ook als bij door maar "
        "om dan wordt nog naar deze"
    ),
    "sv": _words(
        "och att det som en på är av för med till den har inte om ett men var jag så sig "
        "från vi kan ska eller"
    ),
    "pl": _words(
        "i w na z się nie do to że jest o jak po co ale od przez dla są tak jego ich być "
        "tylko oraz"
    ),
}

# English words too common to be keywords, on top of the function words above.
ENGLISH_COMMON = PROFILES["en"] | _words(
    """a about above after again against all also am any because before being below between
    both could did do does doing down during each few further had having he here hers herself
    him himself how i if into its itself just me more most my myself no nor now off once only
    other our ours ourselves out over own same she should so some such than them themselves then
    these those through too under until up very what when where while who whom why yours
    yourself yourselves your us may might must shall need use used using make made many much
    new one two three first last get got like well way even back see via per etc e.g i.e
    s t re ve ll d don't can't won't it's isn't aren't doesn't didn't let's that's there's
    you're we're they're i'm i've you've we've they've i'd you'd he's she's what's
    here's let yes ok okay said says say go goes going gone come comes came know take takes
    time year years day days people thing things lot lots really still every another around
    within without across along since though although however therefore thus yet already
    always never often sometimes usually able based include includes including given
    example examples read click page pages home menu search skip content main"""
)
