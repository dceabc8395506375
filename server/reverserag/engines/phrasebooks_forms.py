"""The offline engine's words for a form's required fields (required.py), a job posting's data (products.py) and a
business's (venues.py), in each language it speaks but English, whose words are in phrases.py (kept apart from
the phrasebooks, which hold the rest of each language's words)."""

from __future__ import annotations

FORM_PHRASES: dict[str, dict[str, str]] = {
    "fr": {"form_required": "Le formulaire de la page marque ces champs comme obligatoires : {fields}.",
          "posting_data": "Les données de l'offre d'emploi dans le balisage de la page (schema.org) indiquent :",
          "business_data": "Les données de l'établissement dans le balisage de la page (schema.org) indiquent :"},
    "de": {"form_required": "Das Formular der Seite kennzeichnet diese Felder als Pflichtfelder: {fields}.",
          "posting_data": "Die Daten der Stellenanzeige im Markup der Seite (schema.org) sagen:",
          "business_data": "Die Daten des Geschäfts im Markup der Seite (schema.org) sagen:"},
    "es": {"form_required": "El formulario de la página marca estos campos como obligatorios: {fields}.",
          "posting_data": "Los datos de la oferta de empleo en el marcado de la página (schema.org) dicen:",
          "business_data": "Los datos del establecimiento en el marcado de la página (schema.org) dicen:"},
    "pt": {"form_required": "O formulário da página marca estes campos como obrigatórios: {fields}.",
          "posting_data": "Os dados da vaga na marcação da página (schema.org) dizem:",
          "business_data": "Os dados do estabelecimento na marcação da página (schema.org) dizem:"},
    "it": {"form_required": "Il modulo della pagina segna questi campi come obbligatori: {fields}.",
          "posting_data": "I dati dell'annuncio di lavoro nel markup della pagina (schema.org) riportano:",
          "business_data": "I dati dell'attività nel markup della pagina (schema.org) riportano:"},
    "nl": {"form_required": "Het formulier op de pagina markeert deze velden als verplicht: {fields}.",
          "posting_data": "De gegevens van de vacature in de opmaak van de pagina (schema.org) zeggen:",
          "business_data": "De gegevens van de zaak in de opmaak van de pagina (schema.org) zeggen:"},
    "zh": {"form_required": "本页的表单将以下字段标为必填：{fields}。",
          "posting_data": "本页标记中的职位数据（schema.org）写道：",
          "business_data": "本页标记中的商家数据（schema.org）写道："},
    "zh-hant": {"form_required": "本頁的表單將以下欄位標為必填：{fields}。",
               "posting_data": "本頁標記中的職缺資料（schema.org）寫道：",
               "business_data": "本頁標記中的商家資料（schema.org）寫道："},
    "ja": {"form_required": "このページのフォームでは、次の項目が必須です：{fields}。",
          "posting_data": "ページのマークアップにある求人データ（schema.org）にはこうあります：",
          "business_data": "ページのマークアップにある店舗データ（schema.org）にはこうあります："},
}
