"""The offline engine's words in French, Spanish, Portuguese and Italian (German and Dutch are in
``phrasebooks_germanic.py``, Chinese and Japanese in ``phrasebooks_cjk.py``): each book has the English one's keys
and blanks (``phrases.ENGLISH``), which a test checks."""

from __future__ import annotations

FRENCH = {
    "signature": "(Moteur hors ligne : cité depuis cette page ; aucun modèle de langue n'est connecté.)",
    "quote": "« {} »",
    "comma": ", ",
    "and": " et ",
    "this_page": "cette page",
    "empty": (
        "Bonjour ! J'ai lu {name}, mais elle ne contient presque pas de texte lisible — moins de vingt mots — et "
        "j'ai donc peu de matière.\n\nSi la page est encore en cours de chargement, ou si son contenu se trouve "
        "dans des images ou des vidéos, je ne peux pas le voir.\n\nJe suis le moteur hors ligne de reverserag : "
        "aucun modèle de langue n'est connecté, je ne peux donc que citer ce que dit la page elle-même. {signature}"
    ),
    "hello": "Bonjour ! Vous êtes sur {title}.",
    "hello_opens": "Bonjour ! Vous êtes sur {title}. La page commence ainsi : {lead}",
    "hello_untitled": "Bonjour !",
    "hello_untitled_opens": "Bonjour ! Cette page commence ainsi : {lead}",
    "hello_short": "Bonjour ! ",
    "selected": "Vous avez sélectionné : {selection}{where}.",
    "selected_under": " (sous {heading})",
    "covers": "Elle aborde {topics}.",
    "stands_out": "À retenir : {passages}",
    "lists": "Elle est surtout faite de listes et de tableaux.",
    "short": "C'est une page courte, d'une seule section.",
    "long": "C'est une seule longue section.",
    "introduction": (
        "Je suis le moteur hors ligne de reverserag : aucun modèle de langue n'est connecté, je réponds donc en "
        "trouvant les passages de cette page qui répondent le mieux à votre question et en les citant, avec la "
        "section d'où ils viennent."
    ),
    "try_asking": " Interrogez-moi par exemple sur {topics}.",
    "no_text": "Cette page ne contient presque pas de texte lisible, je n'ai donc rien à citer.",
    "code_hello": "Bonjour ! {title} compte {lines} lignes de code{language}.",
    "code_hello_untitled": "Bonjour ! Cette page compte {lines} lignes de code{language}.",
    "code_in": " en {language}",
    "code_defines": "Le code définit {names}.",
    "code_within": "Dans {name} :",
    "code_introduction": (
        "Je suis le moteur hors ligne de reverserag : aucun modèle de langue n'est connecté, je réponds "
        "donc en trouvant les parties de ce code qui répondent le mieux à votre question (une fonction, "
        "une classe, quelques lignes) et en les citant."
    ),
    "welcome": "Je vous en prie. Posez-moi toute autre question sur cette page.",
    "in_short": "En bref, la page dit :",
    "not_found": "Je n'ai pas trouvé cela sur cette page.",
    "ask_else": "Interrogez-moi sur un sujet dont parle la page et je vous en citerai le passage.",
    "all_said": "La page ne dit rien de plus après ce que j'ai cité. Interrogez-moi sur autre chose.",
    "says": "La page dit :",
    "goes_on": "La page poursuit :",
    "under_says": "Sous {heading}, la page dit :",
    "under_goes_on": "Sous {heading}, la page poursuit :",
    "of_shown": "Parmi ceux que la page affiche ({count}) :",
    "not_listed": "Je n'ai pas trouvé {name} sur cette page.",
    "named_count": "Articles de cette page dont le nom contient {name} ({count}) :",
    "unlisted_at": "La page n'indique pas {what} pour {name}.",
    "unlisted_at_lists": "La page n'indique pas {what} pour {name}. Sa fiche indique :",
    "unselected_tab": ("La page montre cela sous un onglet {tab} qui n'est pas sélectionné, "
                       "je ne peux donc pas le lire : "
                       "sélectionnez l'onglet et reposez la question."),
    "under": "Sous {heading} :",
    "at_top": "En haut de la page :",
    "around": "Autour de la page (navigation, pied de page) :",
    "author_and_date": "La page nomme son auteur, {author}, et sa date de publication, {date}.",
    "author": "La page nomme son auteur : {author}.",
    "authors": "La page nomme ses auteurs : {author}.",
    "date": "La page donne sa date de publication : {date}.",
    "byline": "Les métadonnées de la page ne le disent pas, mais sa signature indique :",
    "named": "La page ne le dit pas en ces termes, mais elle nomme cette personne :",
    "product_data": "Les données produit de la page (son balisage schema.org) indiquent :",
    "no_author": "La page ne dit pas qui l'a écrite : ni ses métadonnées ni une signature ne l'indiquent.",
    "no_date": "La page ne dit pas quand elle a été publiée : ni ses métadonnées ni une signature ne l'indiquent.",
    "no_author_or_date": (
        "La page ne dit ni qui l'a écrite ni quand elle a été publiée : ni ses métadonnées ni une signature ne "
        "l'indiquent."
    ),
    "only_monthly": "La page ne donne qu'un prix mensuel pour {heading} :",
    "only_yearly": "La page ne donne qu'un prix annuel pour {heading} :",
    "behind_control": (
        "La page a un bouton {control} pour cela : ce qu'il affiche n'est pas sur la page tant qu'on ne l'a pas "
        "pressé. Appuyez dessus, puis reposez-moi la question."
    ),
}

SPANISH = {
    "signature": "(Motor sin conexión: citado de esta página; no hay ningún modelo de lenguaje conectado.)",
    "quote": "«{}»",
    "comma": ", ",
    "and": " y ",
    "this_page": "esta página",
    "empty": (
        "¡Hola! He leído {name}, pero apenas tiene texto legible —menos de veinte palabras—, así que tengo poco "
        "con lo que trabajar.\n\nSi la página aún se está cargando, o su contenido está en imágenes o vídeos, no "
        "puedo verlo.\n\nSoy el motor sin conexión de reverserag: no hay ningún modelo de lenguaje conectado, así "
        "que solo puedo citar lo que dice la propia página. {signature}"
    ),
    "hello": "¡Hola! Estás en {title}.",
    "hello_opens": "¡Hola! Estás en {title}. Empieza así: {lead}",
    "hello_untitled": "¡Hola!",
    "hello_untitled_opens": "¡Hola! Esta página empieza así: {lead}",
    "hello_short": "¡Hola! ",
    "selected": "Has seleccionado: {selection}{where}.",
    "selected_under": " (en {heading})",
    "covers": "Trata de {topics}.",
    "stands_out": "Lo más destacado: {passages}",
    "lists": "Está hecha sobre todo de listas y tablas.",
    "short": "Es una página corta, de una sola sección.",
    "long": "Es una sola sección larga.",
    "introduction": (
        "Soy el motor sin conexión de reverserag: no hay ningún modelo de lenguaje conectado, así que respondo "
        "buscando los pasajes de esta página que mejor responden a tu pregunta y citándolos, con la sección de "
        "la que vienen."
    ),
    "try_asking": " Prueba a preguntarme por {topics}.",
    "no_text": "Esta página apenas tiene texto legible, así que no tengo nada que citar.",
    "code_hello": "¡Hola! {title} tiene {lines} líneas de código{language}.",
    "code_hello_untitled": "¡Hola! Esta página tiene {lines} líneas de código{language}.",
    "code_in": " en {language}",
    "code_defines": "El código define {names}.",
    "code_within": "En {name}:",
    "code_introduction": (
        "Soy el motor sin conexión de reverserag: no hay ningún modelo de lenguaje conectado, así que "
        "respondo buscando las partes de este código que mejor responden a tu pregunta (una función, "
        "una clase, unas líneas) y citándolas."
    ),
    "welcome": "De nada. Pregúntame lo que quieras sobre esta página.",
    "in_short": "En resumen, la página dice:",
    "not_found": "No he encontrado eso en esta página.",
    "ask_else": "Pregúntame por algo de lo que trate la página y te citaré el pasaje.",
    "all_said": "La página no dice nada más después de lo que he citado. Pregúntame por otra cosa.",
    "says": "La página dice:",
    "goes_on": "La página continúa:",
    "under_says": "En {heading}, la página dice:",
    "under_goes_on": "En {heading}, la página continúa:",
    "of_shown": "De lo que muestra la página ({count}):",
    "not_listed": "No he encontrado {name} en esta página.",
    "named_count": "Artículos de esta página con {name} en el nombre ({count}):",
    "unlisted_at": "La página no indica {what} para {name}.",
    "unlisted_at_lists": "La página no indica {what} para {name}. Su ficha indica:",
    "unselected_tab": ("La página lo muestra en una pestaña {tab} que no está seleccionada, así que no puedo leerlo: "
                       "selecciona la pestaña y vuelve a preguntar."),
    "under": "En {heading}:",
    "at_top": "Al principio de la página:",
    "around": "Alrededor de la página (navegación, pie de página):",
    "author_and_date": "La página nombra a su autor, {author}, y su fecha de publicación, {date}.",
    "author": "La página nombra a su autor: {author}.",
    "authors": "La página nombra a sus autores: {author}.",
    "date": "La página da su fecha de publicación: {date}.",
    "byline": "Los metadatos de la página no lo dicen, pero su firma dice:",
    "named": "La página no lo dice con esas palabras, pero nombra a esta persona:",
    "product_data": "Los datos de producto del marcado de la página (schema.org) dicen:",
    "no_author": "La página no dice quién la escribió: ni sus metadatos ni una firma lo dicen.",
    "no_date": "La página no dice cuándo se publicó: ni sus metadatos ni una firma lo dicen.",
    "no_author_or_date": (
        "La página no dice quién la escribió ni cuándo se publicó: ni sus metadatos ni una firma lo dicen."
    ),
    "only_monthly": "La página solo da un precio mensual para {heading}:",
    "only_yearly": "La página solo da un precio anual para {heading}:",
    "behind_control": (
        "La página tiene un botón {control} para eso: lo que muestra no está en la página hasta que se pulsa. "
        "Púlsalo y vuelve a preguntarme."
    ),
}

PORTUGUESE = {
    "signature": "(Mecanismo offline: citado desta página; nenhum modelo de linguagem está conectado.)",
    "quote": "“{}”",
    "comma": ", ",
    "and": " e ",
    "this_page": "esta página",
    "empty": (
        "Olá! Li {name}, mas ela quase não tem texto legível — menos de vinte palavras —, então há pouco aqui "
        "com que eu possa trabalhar.\n\nSe a página ainda está carregando, ou se o conteúdo dela está em imagens "
        "ou vídeos, não consigo vê-lo.\n\nSou o mecanismo offline do reverserag: nenhum modelo de linguagem está "
        "conectado, então só posso citar o que a própria página diz. {signature}"
    ),
    "hello": "Olá! Esta é {title}.",
    "hello_opens": "Olá! Esta é {title}. Ela começa assim: {lead}",
    "hello_untitled": "Olá!",
    "hello_untitled_opens": "Olá! Esta página começa assim: {lead}",
    "hello_short": "Olá! ",
    "selected": "Você selecionou: {selection}{where}.",
    "selected_under": " (em {heading})",
    "covers": "Ela trata de {topics}.",
    "stands_out": "Em destaque: {passages}",
    "lists": "Ela é feita sobretudo de listas e tabelas.",
    "short": "É uma página curta, de uma só seção.",
    "long": "É uma só seção longa.",
    "introduction": (
        "Sou o mecanismo offline do reverserag: nenhum modelo de linguagem está conectado, então respondo "
        "encontrando os trechos desta página que melhor respondem à sua pergunta e citando-os, com a seção de "
        "onde vêm."
    ),
    "try_asking": " Experimente perguntar sobre {topics}.",
    "no_text": "Esta página quase não tem texto legível, então não tenho nada para citar.",
    "code_hello": "Olá! {title} tem {lines} linhas de código{language}.",
    "code_hello_untitled": "Olá! Esta página tem {lines} linhas de código{language}.",
    "code_in": " em {language}",
    "code_defines": "O código define {names}.",
    "code_within": "Em {name}:",
    "code_introduction": (
        "Sou o motor offline do reverserag: nenhum modelo de linguagem está conectado, então respondo "
        "encontrando as partes deste código que melhor respondem à sua pergunta (uma função, uma "
        "classe, algumas linhas) e citando-as."
    ),
    "welcome": "De nada. Pergunte-me o que quiser sobre esta página.",
    "in_short": "Em resumo, a página diz:",
    "not_found": "Não encontrei isso nesta página.",
    "ask_else": "Pergunte-me sobre algo de que a página trate e eu citarei o trecho.",
    "all_said": "A página não diz mais nada depois do que citei. Pergunte-me sobre outra coisa.",
    "says": "A página diz:",
    "goes_on": "A página continua:",
    "under_says": "Em {heading}, a página diz:",
    "under_goes_on": "Em {heading}, a página continua:",
    "of_shown": "Do que a página mostra ({count}):",
    "not_listed": "Não encontrei {name} nesta página.",
    "named_count": "Itens desta página com {name} no nome ({count}):",
    "unlisted_at": "A página não indica {what} para {name}.",
    "unlisted_at_lists": "A página não indica {what} para {name}. A sua ficha indica:",
    "unselected_tab": ("A página mostra isso numa aba {tab} que não está selecionada, por isso não consigo lê-lo: "
                       "selecione a aba e pergunte de novo."),
    "under": "Em {heading}:",
    "at_top": "No início da página:",
    "around": "Em volta da página (navegação, rodapé):",
    "author_and_date": "A página indica seu autor, {author}, e sua data de publicação, {date}.",
    "author": "A página indica seu autor: {author}.",
    "authors": "A página indica seus autores: {author}.",
    "date": "A página indica sua data de publicação: {date}.",
    "byline": "Os metadados da página não dizem, mas sua assinatura diz:",
    "named": "A página não diz isso com essas palavras, mas cita esta pessoa:",
    "product_data": "Os dados de produto na marcação da página (schema.org) dizem:",
    "no_author": "A página não diz quem a escreveu: nem seus metadados nem uma assinatura nela dizem.",
    "no_date": "A página não diz quando foi publicada: nem seus metadados nem uma assinatura nela dizem.",
    "no_author_or_date": (
        "A página não diz quem a escreveu nem quando foi publicada: nem seus metadados nem uma assinatura nela dizem."
    ),
    "only_monthly": "A página só dá um preço mensal para {heading}:",
    "only_yearly": "A página só dá um preço anual para {heading}:",
    "behind_control": (
        "A página tem um botão {control} para isso: o que ele mostra só aparece na página depois de ser clicado. "
        "Clique nele e pergunte-me de novo."
    ),
}

ITALIAN = {
    "signature": "(Motore offline: citato da questa pagina; nessun modello linguistico è collegato.)",
    "quote": "«{}»",
    "comma": ", ",
    "and": " e ",
    "this_page": "questa pagina",
    "empty": (
        "Ciao! Ho letto {name}, ma non contiene quasi nessun testo leggibile — meno di venti parole — quindi ho "
        "poco su cui lavorare.\n\nSe la pagina si sta ancora caricando, o il suo contenuto è in immagini o video, "
        "non posso vederlo.\n\nSono il motore offline di reverserag: nessun modello linguistico è collegato, "
        "quindi posso solo citare ciò che dice la pagina stessa. {signature}"
    ),
    "hello": "Ciao! Questa è {title}.",
    "hello_opens": "Ciao! Questa è {title}. Inizia così: {lead}",
    "hello_untitled": "Ciao!",
    "hello_untitled_opens": "Ciao! Questa pagina inizia così: {lead}",
    "hello_short": "Ciao! ",
    "selected": "Hai selezionato: {selection}{where}.",
    "selected_under": " (sotto {heading})",
    "covers": "Tratta di {topics}.",
    "stands_out": "Da notare: {passages}",
    "lists": "È fatta soprattutto di elenchi e tabelle.",
    "short": "È una pagina breve, con una sola sezione.",
    "long": "È un'unica lunga sezione.",
    "introduction": (
        "Sono il motore offline di reverserag: nessun modello linguistico è collegato, quindi rispondo trovando i "
        "passaggi di questa pagina che rispondono meglio alla tua domanda e citandoli, con la sezione da cui "
        "provengono."
    ),
    "try_asking": " Prova a chiedermi di {topics}.",
    "no_text": "Questa pagina non contiene quasi nessun testo leggibile, quindi non ho niente da citare.",
    "code_hello": "Ciao! {title} contiene {lines} righe di codice{language}.",
    "code_hello_untitled": "Ciao! Questa pagina contiene {lines} righe di codice{language}.",
    "code_in": " in {language}",
    "code_defines": "Il codice definisce {names}.",
    "code_within": "In {name}:",
    "code_introduction": (
        "Sono il motore offline di reverserag: nessun modello linguistico è collegato, quindi rispondo "
        "trovando le parti di questo codice che rispondono meglio alla tua domanda (una funzione, una "
        "classe, alcune righe) e citandole."
    ),
    "welcome": "Prego. Chiedimi pure qualsiasi altra cosa su questa pagina.",
    "in_short": "In breve, la pagina dice:",
    "not_found": "Non ho trovato questo in questa pagina.",
    "ask_else": "Chiedimi qualcosa di cui parla la pagina e ti citerò il passaggio.",
    "all_said": "La pagina non dice altro dopo ciò che ho citato. Chiedimi qualcos'altro.",
    "says": "La pagina dice:",
    "goes_on": "La pagina prosegue:",
    "under_says": "Sotto {heading}, la pagina dice:",
    "under_goes_on": "Sotto {heading}, la pagina prosegue:",
    "of_shown": "Tra quelli che la pagina mostra ({count}):",
    "not_listed": "Non ho trovato {name} in questa pagina.",
    "named_count": "Articoli di questa pagina con {name} nel nome ({count}):",
    "unlisted_at": "La pagina non indica {what} per {name}.",
    "unlisted_at_lists": "La pagina non indica {what} per {name}. La sua scheda indica:",
    "unselected_tab": ("La pagina lo mostra in una scheda {tab} non selezionata, quindi non posso leggerlo: "
                       "seleziona la scheda e chiedi di nuovo."),
    "under": "Sotto {heading}:",
    "at_top": "All'inizio della pagina:",
    "around": "Intorno alla pagina (navigazione, piè di pagina):",
    "author_and_date": "La pagina indica il suo autore, {author}, e la sua data di pubblicazione, {date}.",
    "author": "La pagina indica il suo autore: {author}.",
    "authors": "La pagina indica i suoi autori: {author}.",
    "date": "La pagina indica la sua data di pubblicazione: {date}.",
    "byline": "I metadati della pagina non lo dicono, ma la sua firma riporta:",
    "named": "La pagina non lo dice con queste parole, ma nomina questa persona:",
    "product_data": "I dati di prodotto nel markup della pagina (schema.org) riportano:",
    "no_author": "La pagina non dice chi l'ha scritta: né i suoi metadati né una firma lo dicono.",
    "no_date": "La pagina non dice quando è stata pubblicata: né i suoi metadati né una firma lo dicono.",
    "no_author_or_date": (
        "La pagina non dice né chi l'ha scritta né quando è stata pubblicata: né i suoi metadati né una firma lo "
        "dicono."
    ),
    "only_monthly": "La pagina indica solo un prezzo mensile per {heading}:",
    "only_yearly": "La pagina indica solo un prezzo annuale per {heading}:",
    "behind_control": (
        "La pagina ha un pulsante {control} per questo: ciò che mostra non è sulla pagina finché non viene premuto. "
        "Premilo e chiedimelo di nuovo."
    ),
}
