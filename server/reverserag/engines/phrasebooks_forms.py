"""The offline engine's words for a form's required fields (required.py), in each language it speaks but English,
whose words are in phrases.py (phrasebooks.py is near its size limit)."""

from __future__ import annotations

FORM_PHRASES: dict[str, dict[str, str]] = {
    "fr": {"form_required": "Le formulaire de la page marque ces champs comme obligatoires : {fields}."},
    "de": {"form_required": "Das Formular der Seite kennzeichnet diese Felder als Pflichtfelder: {fields}."},
    "es": {"form_required": "El formulario de la página marca estos campos como obligatorios: {fields}."},
    "pt": {"form_required": "O formulário da página marca estes campos como obrigatórios: {fields}."},
    "it": {"form_required": "Il modulo della pagina segna questi campi come obbligatori: {fields}."},
    "nl": {"form_required": "Het formulier op de pagina markeert deze velden als verplicht: {fields}."},
    "zh": {"form_required": "本页的表单将以下字段标为必填：{fields}。"},
    "zh-hant": {"form_required": "本頁的表單將以下欄位標為必填：{fields}。"},
    "ja": {"form_required": "このページのフォームでは、次の項目が必須です：{fields}。"},
}
