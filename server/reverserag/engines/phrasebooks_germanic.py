"""The offline engine's words in German and Dutch (the Romance languages' are in ``phrasebooks.py``): each book has
the English one's keys and blanks (``phrases.ENGLISH``), which a test checks."""

from __future__ import annotations

GERMAN = {
    "signature": "(Offline-Engine: aus dieser Seite zitiert; es ist kein Sprachmodell verbunden.)",
    "quote": "„{}“",
    "comma": ", ",
    "and": " und ",
    "this_page": "diese Seite",
    "empty": (
        "Hallo! Ich habe {name} gelesen, aber sie enthält kaum lesbaren Text – weniger als zwanzig Wörter –, "
        "daher habe ich hier wenig, womit ich arbeiten kann.\n\nWenn die Seite noch lädt oder ihr Inhalt in "
        "Bildern oder Videos steckt, kann ich ihn nicht sehen.\n\nIch bin die Offline-Engine von reverserag: Es "
        "ist kein Sprachmodell verbunden, deshalb kann ich nur zitieren, was die Seite selbst sagt. {signature}"
    ),
    "hello": "Hallo! Das ist {title}.",
    "hello_opens": "Hallo! Das ist {title}. Die Seite beginnt so: {lead}",
    "hello_untitled": "Hallo!",
    "hello_untitled_opens": "Hallo! Diese Seite beginnt so: {lead}",
    "hello_short": "Hallo! ",
    "selected": "Sie haben markiert: {selection}{where}.",
    "selected_under": " (unter {heading})",
    "covers": "Sie behandelt {topics}.",
    "stands_out": "Bemerkenswert: {passages}",
    "lists": "Sie besteht größtenteils aus Listen und Tabellen.",
    "short": "Es ist eine kurze Seite mit einem einzigen Abschnitt.",
    "long": "Es ist ein einziger langer Abschnitt.",
    "introduction": (
        "Ich bin die Offline-Engine von reverserag: Es ist kein Sprachmodell verbunden, deshalb antworte ich, "
        "indem ich die Stellen dieser Seite suche, die am besten zu Ihrer Frage passen, und sie mit ihrem "
        "Abschnitt zitiere."
    ),
    "try_asking": " Fragen Sie zum Beispiel nach {topics}.",
    "no_text": "Diese Seite enthält kaum lesbaren Text, daher habe ich nichts zu zitieren.",
    "code_hello": "Hallo! {title} umfasst {lines} Zeilen Code{language}.",
    "code_hello_untitled": "Hallo! Diese Seite umfasst {lines} Zeilen Code{language}.",
    "code_in": " in {language}",
    "code_defines": "Der Code definiert {names}.",
    "code_within": "In {name}:",
    "code_introduction": (
        "Ich bin die Offline-Engine von reverserag: Es ist kein Sprachmodell verbunden, daher antworte "
        "ich, indem ich die Teile dieses Codes finde, die am besten zu Ihrer Frage passen (eine "
        "Funktion, eine Klasse, einige Zeilen), und sie zitiere."
    ),
    "welcome": "Gern geschehen. Fragen Sie mich gern noch etwas zu dieser Seite.",
    "in_short": "Kurz gesagt, die Seite sagt:",
    "not_found": "Das habe ich auf dieser Seite nicht gefunden.",
    "ask_else": "Fragen Sie mich nach etwas, das die Seite behandelt, und ich zitiere die Stelle.",
    "all_said": "Mehr sagt die Seite nach dem, was ich zitiert habe, nicht. Fragen Sie mich nach etwas anderem.",
    "says": "Die Seite sagt:",
    "goes_on": "Die Seite fährt fort:",
    "under_says": "Unter {heading} sagt die Seite:",
    "under_goes_on": "Unter {heading} fährt die Seite fort:",
    "of_shown": "Von dem, was die Seite zeigt ({count}):",
    "not_listed": "Ich habe {name} auf dieser Seite nicht gefunden.",
    "named_count": "Artikel auf dieser Seite mit {name} im Namen ({count}):",
    "unlisted_at": "Die Seite nennt {what} für {name} nicht.",
    "unlisted_at_lists": "Die Seite nennt {what} für {name} nicht. Ihr Eintrag nennt:",
    "unselected_tab": ("Die Seite zeigt das unter einem Tab {tab}, der nicht ausgewählt ist, "
                       "daher kann ich es nicht lesen: "
                       "Wählen Sie den Tab und fragen Sie noch einmal."),
    "under": "Unter {heading}:",
    "at_top": "Oben auf der Seite:",
    "around": "Rund um die Seite (Navigation, Fußzeile):",
    "author_and_date": "Die Seite nennt ihren Autor, {author}, und ihr Veröffentlichungsdatum, {date}.",
    "author": "Die Seite nennt ihren Autor: {author}.",
    "authors": "Die Seite nennt ihre Autoren: {author}.",
    "date": "Die Seite nennt ihr Veröffentlichungsdatum: {date}.",
    "byline": "Die Metadaten der Seite sagen es nicht, aber ihre Autorenzeile lautet:",
    "named": "Die Seite sagt es nicht mit diesen Worten, aber sie nennt diese Person:",
    "product_data": "Die Produktdaten im Markup der Seite (schema.org) sagen:",
    "no_author": "Die Seite sagt nicht, wer sie geschrieben hat: weder ihre Metadaten noch eine Autorenzeile.",
    "no_date": "Die Seite sagt nicht, wann sie veröffentlicht wurde: weder ihre Metadaten noch eine Autorenzeile.",
    "no_author_or_date": (
        "Die Seite sagt weder, wer sie geschrieben hat, noch, wann sie veröffentlicht wurde: weder ihre "
        "Metadaten noch eine Autorenzeile."
    ),
    "only_monthly": "Die Seite nennt für {heading} nur einen Monatspreis:",
    "only_yearly": "Die Seite nennt für {heading} nur einen Jahrespreis:",
    "behind_control": (
        "Dafür hat die Seite eine Schaltfläche {control}: Was sie zeigt, steht erst auf der Seite, wenn sie gedrückt "
        "wird. Drücken Sie sie und fragen Sie mich noch einmal."
    ),
}

DUTCH = {
    "signature": "(Offline-engine: geciteerd uit deze pagina; er is geen taalmodel gekoppeld.)",
    "quote": "‘{}’",
    "comma": ", ",
    "and": " en ",
    "this_page": "deze pagina",
    "empty": (
        "Hallo! Ik heb {name} gelezen, maar er staat bijna geen leesbare tekst op — minder dan twintig woorden — "
        "dus ik heb hier weinig om mee te werken.\n\nAls de pagina nog aan het laden is, of als de inhoud in "
        "afbeeldingen of video's staat, kan ik die niet zien.\n\nIk ben de offline-engine van reverserag: er is "
        "geen taalmodel gekoppeld, dus ik kan alleen citeren wat de pagina zelf zegt. {signature}"
    ),
    "hello": "Hallo! Dit is {title}.",
    "hello_opens": "Hallo! Dit is {title}. De pagina begint zo: {lead}",
    "hello_untitled": "Hallo!",
    "hello_untitled_opens": "Hallo! Deze pagina begint zo: {lead}",
    "hello_short": "Hallo! ",
    "selected": "U hebt geselecteerd: {selection}{where}.",
    "selected_under": " (onder {heading})",
    "covers": "De pagina behandelt {topics}.",
    "stands_out": "Wat opvalt: {passages}",
    "lists": "De pagina bestaat grotendeels uit lijsten en tabellen.",
    "short": "Het is een korte pagina met één sectie.",
    "long": "Het is één lange sectie.",
    "introduction": (
        "Ik ben de offline-engine van reverserag: er is geen taalmodel gekoppeld, dus ik antwoord door de "
        "passages van deze pagina te zoeken die het best bij uw vraag passen en die te citeren, met de sectie "
        "waaruit ze komen."
    ),
    "try_asking": " Vraag me bijvoorbeeld naar {topics}.",
    "no_text": "Deze pagina bevat bijna geen leesbare tekst, dus ik heb niets om te citeren.",
    "code_hello": "Hallo! {title} telt {lines} regels code{language}.",
    "code_hello_untitled": "Hallo! Deze pagina telt {lines} regels code{language}.",
    "code_in": " in {language}",
    "code_defines": "De code definieert {names}.",
    "code_within": "In {name}:",
    "code_introduction": (
        "Ik ben de offline engine van reverserag: er is geen taalmodel verbonden, dus ik antwoord door "
        "de delen van deze code te zoeken die het best bij uw vraag passen (een functie, een klasse, "
        "een paar regels) en die te citeren."
    ),
    "welcome": "Graag gedaan. Vraag me gerust nog iets anders over deze pagina.",
    "in_short": "Kort samengevat zegt de pagina:",
    "not_found": "Dat heb ik op deze pagina niet gevonden.",
    "ask_else": "Vraag me naar iets waar de pagina over gaat, dan citeer ik de passage.",
    "all_said": "Meer zegt de pagina niet na wat ik heb geciteerd. Vraag me naar iets anders op de pagina.",
    "says": "De pagina zegt:",
    "goes_on": "De pagina gaat verder:",
    "under_says": "Onder {heading} zegt de pagina:",
    "under_goes_on": "Onder {heading} gaat de pagina verder:",
    "of_shown": "Van wat de pagina toont ({count}):",
    "not_listed": "Ik heb {name} niet op deze pagina gevonden.",
    "named_count": "Items op deze pagina met {name} in de naam ({count}):",
    "unlisted_at": "De pagina vermeldt {what} niet voor {name}.",
    "unlisted_at_lists": "De pagina vermeldt {what} niet voor {name}. De kaart vermeldt:",
    "unselected_tab": ("De pagina toont dat onder een tabblad {tab} dat niet geselecteerd is, "
                       "dus ik kan het niet lezen: "
                       "selecteer het tabblad en vraag het opnieuw."),
    "under": "Onder {heading}:",
    "at_top": "Bovenaan de pagina:",
    "around": "Rond de pagina (navigatie, voettekst):",
    "author_and_date": "De pagina noemt de auteur, {author}, en de publicatiedatum, {date}.",
    "author": "De pagina noemt de auteur: {author}.",
    "authors": "De pagina noemt de auteurs: {author}.",
    "date": "De pagina vermeldt de publicatiedatum: {date}.",
    "byline": "De metadata van de pagina vermelden het niet, maar de auteursregel luidt:",
    "named": "De pagina zegt het niet met die woorden, maar noemt deze persoon:",
    "product_data": "De productgegevens in de opmaak van de pagina (schema.org) zeggen:",
    "no_author": (
        "De pagina zegt niet wie haar heeft geschreven: de metadata vermelden het niet, en een auteursregel ook niet."
    ),
    "no_date": (
        "De pagina zegt niet wanneer ze is gepubliceerd: de metadata vermelden het niet, en een auteursregel ook niet."
    ),
    "no_author_or_date": (
        "De pagina zegt niet wie haar heeft geschreven of wanneer ze is gepubliceerd: de metadata vermelden het "
        "niet, en een auteursregel ook niet."
    ),
    "only_monthly": "De pagina geeft voor {heading} alleen een maandprijs:",
    "only_yearly": "De pagina geeft voor {heading} alleen een jaarprijs:",
    "behind_control": (
        "De pagina heeft daarvoor een knop {control}: wat die toont, staat pas op de pagina als erop gedrukt "
        "is. Druk erop en vraag het me opnieuw."
    ),
}
