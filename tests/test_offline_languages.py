"""The offline engine in other languages: pages without spaces between words, questions in the
visitor's language, and its own words in the language picked, asked in, or the page's."""

from __future__ import annotations

import asyncio

import pytest

from offline_helpers import ask, locked_messages, run
from reverserag import context
from reverserag.engines.offline import OfflineEngine
from reverserag.engines.outline import Outline
from reverserag.settings import Settings

CHINESE = """# 东京的天气

东京今天晴朗，最高气温二十五度。明天有雨，请带伞。

## 交通

地铁在早上七点到九点最拥挤。建议提前出门。周末的公交车班次较少。
"""


def test_a_chinese_page_is_read_and_answered():
    """Regression: a page without spaces between words had "almost no readable text", and its
    sentences were one passage (a sentence end must be followed by a space)."""
    messages = locked_messages(CHINESE, title="东京", lang="zh")
    greeting = run(messages, task="greeting")[0]
    assert "almost no readable text" not in greeting and "It opens: 东京今天晴朗，最高气温二十五度。" in greeting
    rain = run([messages[0], {"role": "user", "content": "明天会下雨吗？"}])[0]
    assert rain.startswith("在“东京的天气”下，本页写道：\n\n> 明天有雨，请带伞。")
    assert "地铁" not in rain
    metro = run([messages[0], {"role": "user", "content": "地铁什么时候最拥挤？"}])[0]
    assert "> 地铁在早上七点到九点最拥挤。" in metro and metro.startswith("在“交通”下")


def test_a_chinese_answer_streams_a_character_at_a_time_as_a_model_does():
    """The engine streamed what whitespace separates: a Chinese answer came a whole sentence at a time."""
    messages = [locked_messages(CHINESE, title="东京", lang="zh")[0], {"role": "user", "content": "明天会下雨吗？"}]

    async def pieces():
        engine = OfflineEngine(Settings(offline_word_delay=0))
        return [item async for item in engine.stream(messages) if isinstance(item, str)]

    streamed = asyncio.run(pieces())
    assert "".join(streamed).startswith("在“东京的天气”下，本页写道：\n\n> 明天有雨，请带伞。")
    assert all(len(piece.strip()) == 1 for piece in streamed if not piece.isascii())
    assert ["明", "天", "有", "雨", "，", "请"] == [p.strip() for p in streamed][streamed.index("明"):][:6]


def test_a_japanese_question_meets_its_page():
    content = ("# 営業時間\n\n図書館は午前九時に開館します。月曜日は休館日です。\n\n"
               "## 貸出\n\n本は一度に十冊まで借りられます。期間は二週間です。")
    answer = ask("何冊まで借りられますか？", content, title="図書館", lang="ja")
    assert "> 本は一度に十冊まで借りられます。" in answer


# "The night train to Chiang Mai", its departure, fares, travel time and dining car, in Thai.
THAI = """# รถไฟกลางคืนสู่เชียงใหม่

รถไฟกลางคืนออกจากสถานีกรุงเทพอภิวัฒน์ทุกวันเวลาหนึ่งทุ่ม

## ค่าโดยสาร

ตั๋วนอนชั้นสองราคาแปดร้อยแปดสิบเจ็ดบาท ตั๋วชั้นหนึ่งราคาหนึ่งพันหกร้อยบาท

## ระยะเวลาเดินทาง

การเดินทางจากกรุงเทพไปเชียงใหม่ใช้เวลาประมาณสิบสามชั่วโมง

## อาหาร

บนรถไฟมีตู้เสบียงที่ขายอาหารไทยและเครื่องดื่มจนถึงสี่ทุ่ม
"""


@pytest.mark.parametrize(("question", "heading", "quoted"), [
    ("ตั๋วชั้นสองราคาเท่าไหร่", "ค่าโดยสาร", "ตั๋วนอนชั้นสองราคาแปดร้อยแปดสิบเจ็ดบาท"),  # a second-class ticket's price
    ("ราคาตั๋วชั้นหนึ่งเท่าไร", "ค่าโดยสาร", "ตั๋วชั้นหนึ่งราคาหนึ่งพันหกร้อยบาท"),  # a first-class one's
    ("จากกรุงเทพไปเชียงใหม่นานแค่ไหน", "ระยะเวลาเดินทาง", "การเดินทางจากกรุงเทพไปเชียงใหม่"),  # how long
    ("บนรถไฟมีอาหารขายไหม", "อาหาร", "บนรถไฟมีตู้เสบียงที่ขายอาหารไทย"),  # food on board
], ids=["second-class fare", "first-class fare", "travel time", "food"])
def test_a_thai_question_finds_the_passage_that_answers_it(question, heading, quoted):
    """The bug: search cut a Thai run at each vowel sign and tone mark, and left the marks out
    ("ตั๋วชั้นสองราคาเท่าไหร่" gave the terms "วช", "นสองราคาเท" and "าไหร"), so a Thai question met
    the passage that answers it only by chance: asked a second-class ticket's price, the engine found
    nothing. A run's terms are now its overlapping pairs of letters, each with its marks."""
    answer = ask(question, THAI, title="รถไฟกลางคืน", lang="th")
    assert answer.startswith(f"Under “{heading}”, the page says:\n\n> ") and quoted in answer, answer


# A timetable: the night train from Bangkok to Chiang Mai, who runs it, its cars, tickets, luggage, the
# dining car, and the way to the station, in Thai.
TIMETABLE = """# ตารางเวลารถไฟกรุงเทพ–เชียงใหม่

รถไฟสายเหนือให้บริการโดยการรถไฟแห่งประเทศไทย วิ่งระหว่างกรุงเทพและเชียงใหม่ทุกวัน

## เที่ยวไป

ขบวนพิเศษด่วน 9 ออกจากสถานีกลางกรุงเทพอภิวัฒน์เวลา 18.40 น. และถึงสถานีเชียงใหม่เวลา 07.15 น. ของวันรุ่งขึ้น

## ตู้โดยสาร

ขบวนนี้มีตู้นอนชั้นหนึ่งและตู้นอนชั้นสองปรับอากาศ ผู้โดยสารชั้นหนึ่งได้ห้องส่วนตัวแบบสองเตียง

## การจองตั๋ว

จองตั๋วได้ที่ช่องจำหน่ายตั๋วทุกสถานีหรือทางเว็บไซต์ของการรถไฟล่วงหน้าสูงสุด 90 วัน ควรจองล่วงหน้าเพราะที่นั่งช่วงวันหยุดยาวเต็มเร็ว

## สัมภาระ

ผู้โดยสารนำสัมภาระขึ้นรถได้คนละไม่เกิน 30 กิโลกรัม สัมภาระที่เกินต้องฝากส่งที่ห้องสัมภาระของสถานี

## ตู้เสบียง

ตู้เสบียงเปิดให้บริการตั้งแต่ 18.00 ถึง 22.00 น. มีอาหารไทยและเครื่องดื่มจำหน่าย

## การเดินทางไปสถานี

ไปสถานีกลางกรุงเทพอภิวัฒน์ได้ด้วยรถไฟฟ้าสายสีแดงหรือรถไฟฟ้ามหานครสายสีน้ำเงินลงที่สถานีบางซื่อ
"""
_LEAVES = "ขบวนพิเศษด่วน 9 ออกจากสถานีกลางกรุงเทพอภิวัฒน์เวลา 18.40 น."


@pytest.mark.parametrize(("question", "heading", "quoted"), [
    ("รถไฟออกกี่โมง", "เที่ยวไป", _LEAVES),  # what time does the train leave?
    ("รถไฟไปเชียงใหม่ออกกี่โมงครับ", "เที่ยวไป", _LEAVES),  # ... the train to Chiang Mai, politely
    ("ถึงเชียงใหม่กี่โมง", "เที่ยวไป", _LEAVES),  # what time does it reach Chiang Mai?
    ("ซื้อตั๋วได้ที่ไหนครับ", "การจองตั๋ว", "จองตั๋วได้ที่ช่องจำหน่ายตั๋วทุกสถานี"),  # where can I buy a ticket?
    ("ทำไมควรจองล่วงหน้าคะ", "การจองตั๋ว", "จองตั๋วได้ที่ช่องจำหน่ายตั๋วทุกสถานี"),  # why book ahead?
    ("สัมภาระได้เท่าไรคะ", "สัมภาระ", "ผู้โดยสารนำสัมภาระขึ้นรถได้คนละไม่เกิน 30 กิโลกรัม"),  # how much luggage?
    ("ตู้เสบียงเปิดเมื่อไหร่ครับ", "ตู้เสบียง", "ตู้เสบียงเปิดให้บริการตั้งแต่ 18.00"),  # when does the dining car open?
    ("ตู้เสบียงขายอะไรบ้างคะ", "ตู้เสบียง", "ตู้เสบียงเปิดให้บริการตั้งแต่ 18.00"),  # what does it sell?
    ("ใครเป็นผู้ให้บริการ", "ตารางเวลารถไฟกรุงเทพ–เชียงใหม่", "รถไฟสายเหนือให้บริการโดยการรถไฟ"),  # who runs it?
    ("มีตู้นอนไหมคะ", "ตู้โดยสาร", "ขบวนนี้มีตู้นอนชั้นหนึ่ง"),  # are there sleeping cars?
    ("เดินทางไปสถานีอย่างไร", "การเดินทางไปสถานี", "ไปสถานีกลางกรุงเทพอภิวัฒน์ได้ด้วยรถไฟฟ้า"),  # how to get there?
], ids=["leaves", "leaves politely", "arrives", "where to buy", "why ahead", "luggage", "dining car opens",
        "dining car sells", "who runs it", "sleeping cars", "to the station"])
def test_thai_question_words_do_not_keep_a_question_from_its_passage(question, heading, quoted):
    """The bug: a Thai run's terms are its pairs of letters, so a question word was terms that no passage
    has, and a particle at the end more ("รถไฟออกกี่โมงครับ", what time does the train leave, gave 13
    terms, 7 of them made of กี่โมง and ครับ): asked politely, the engine found nothing, and asked what time,
    it quoted the line on who runs the trains first. Thai's question words and the particles that end a
    question are left out of it, as English's are stopwords; one asking an amount or a time ("เท่าไร",
    "กี่โมง") wants a passage with a number, as "how much" does."""
    answer = ask(question, TIMETABLE, title="ตารางเวลารถไฟ", lang="th")
    before, first = answer.split("\n> ", 1)
    assert before.endswith(f"“{heading}”, the page says:\n") or before.endswith(f"“{heading}”:\n"), answer
    assert first.startswith(quoted), answer


def test_a_thai_question_about_an_amount_or_a_time_is_told_from_one_that_is_not():
    from reverserag.engines.questions import AMOUNT

    for question in ("ตั๋วราคาเท่าไหร่", "ราคาเท่าไร", "รถไฟออกกี่โมง", "จองล่วงหน้าได้กี่วัน", "เดินทางนานแค่ไหน"):
        assert AMOUNT.search(question), question
    # "เกี่ยวกับ" (about) holds the letters of "กี่" (how many), after the vowel written before them.
    for question in ("หน้านี้เกี่ยวกับอะไร", "มีตู้นอนไหม"):
        assert not AMOUNT.search(question), question


# A weaver's shop: cotton and silk ("ไหม", as the particle is), their prices and washing, delivery, and a
# weaving test's pass mark ("คะแนน", a score, begins as the particle "คะ" does).
WEAVER = """# ร้านผ้าทอมือบ้านครัว

ร้านของเราทอผ้าด้วยมือที่ชุมชนบ้านครัวมากว่าห้าสิบปี

## ผ้าฝ้าย

ผ้าฝ้ายทอมือราคาผืนละ 300 บาท ซักด้วยเครื่องซักผ้าได้

## ผ้าไหม

ผ้าไหมทอมือราคาผืนละ 1,200 บาท ควรซักแห้งเท่านั้น

## การจัดส่ง

จัดส่งทั่วประเทศภายในสามวันทำการ ค่าส่งฟรีเมื่อสั่งซื้อครบ 2,000 บาท

## สอบวัดระดับ

ผู้สมัครต้องได้คะแนนอย่างน้อย 60 คะแนนจึงจะผ่านการทดสอบการทอผ้า
"""


@pytest.mark.parametrize(("question", "heading"), [
    ("ผ้าไหมราคาเท่าไหร่", "ผ้าไหม"),  # how much is the silk?
    ("ผ้าไหมซักยังไงคะ", "ผ้าไหม"),  # how is silk washed?
    ("ต้องได้คะแนนเท่าไหร่ถึงจะผ่าน", "สอบวัดระดับ"),  # what score passes?
    ("ค่าส่งฟรีไหมคะ", "การจัดส่ง"),  # is delivery free?
    ("มีผ้าไหมไหมคะ", "ผ้าไหม"),  # is there silk? (silk, then the particle)
    ("ราคาผ้าไหม", "ผ้าไหม"),  # the price of silk: it ends in silk, not in the particle
], ids=["silk price", "silk washing", "pass mark", "free delivery", "silk and particle", "ends in silk"])
def test_thai_words_that_hold_a_question_word_are_kept(question, heading):
    """Only what asks is left out: a particle where it ends the question ("ไหม" before more is silk, and
    without it the question asked about cotton too), and not after a word it makes silk with ("ผ้าไหม" at the
    end of "ราคาผ้าไหม" was read as "ผ้า" and the particle, cloth, and quoted the cotton first); the page's own
    words are never cut."""
    answer = ask(question, WEAVER, title="ร้านผ้าทอมือ", lang="th")
    assert answer.startswith(f"Under “{heading}”, the page says:"), answer



# A ferry to Ko Chang, in Thai: what it carries (numbers, no price), its fares (prices, and "ฟรี", free) and
# how long the crossing takes.
THAI_FERRY = """# เรือข้ามฟากเกาะช้าง

เรือข้ามฟากวิ่งระหว่างท่าเรืออ่าวธรรมชาติและเกาะช้างทุกวัน

## เรือ

เรือเฟอร์รี่ลำใหม่บรรทุกรถยนต์ได้ 48 คันและผู้โดยสาร 320 คน มีที่จอดจักรยาน 20 คันบนดาดฟ้า

## ค่าโดยสาร

ผู้โดยสารเดินเท้าจ่ายคนละ 80 บาท รถยนต์พร้อมคนขับจ่ายคันละ 300 บาท

เด็กอายุต่ำกว่าสิบสองปีและจักรยานขึ้นเรือฟรี

## เวลาเดินทาง

การข้ามฟากใช้เวลาประมาณ 30 นาที
"""
_FARES = "ผู้โดยสารเดินเท้าจ่ายคนละ 80 บาท"


@pytest.mark.parametrize(("question", "quoted"), [
    ("รถยนต์ราคาเท่าไร", _FARES),  # what is the price of a car?
    ("รถยนต์เท่าไหร่", _FARES),  # how much is a car?
    ("ค่าโดยสารรถยนต์เท่าไร", _FARES),  # what is the fare for a car?
    ("จักรยานราคาเท่าไหร่", "เด็กอายุต่ำกว่าสิบสองปีและจักรยานขึ้นเรือฟรี"),  # how much is a bicycle? (free)
    ("เรือบรรทุกรถยนต์ได้กี่คัน", "เรือเฟอร์รี่ลำใหม่บรรทุกรถยนต์ได้ 48 คัน"),  # how many cars does it carry?
    ("ข้ามฟากนานเท่าไร", "การข้ามฟากใช้เวลาประมาณ 30 นาที"),  # how long is the crossing?
], ids=["car price", "car how much", "car fare", "bicycle free", "cars carried", "crossing time"])
def test_a_thai_question_about_a_price_is_answered_with_a_price(question, quoted):
    """Regression: "รถยนต์ราคาเท่าไร" (what is the price of a car?) on a ferry's page quoted "… carries 48 cars
    and 320 passengers" (any number would do for "เท่าไร") before the fares, and "จักรยานราคาเท่าไหร่" (a
    bicycle's price) quoted the deck's 20 bicycle stands, never "bicycles ride free": "ราคา" (price), the
    words for a fare or a fee, and "เท่าไร"/"เท่าไหร่" but after a measure other than money (how long, how
    far, how old) ask a price, as "how much" and "price" do, and "ฟรี" (free) is one. A count is asked with
    any number still."""
    answer = ask(question, THAI_FERRY, title="เรือข้ามฟาก", lang="th")
    assert answer.split("\n> ", 1)[1].startswith(quoted), answer


def test_a_thai_question_about_a_price_is_told_from_one_about_another_amount():
    from reverserag.engines.questions import PRICE_ASKED, PRICED

    for question in ("ราคาเท่าไร", "ตั๋วเท่าไหร่", "ค่าโดยสารเท่าไร", "ค่าธรรมเนียมเท่าไหร่", "ห้องละกี่บาท"):
        assert PRICE_ASKED.search(question), question
    for question in ("ไกลเท่าไร", "นานเท่าไหร่", "อายุเท่าไร", "ต้องได้คะแนนเท่าไหร่", "รถไฟออกกี่โมง", "มีกี่คัน"):
        assert not PRICE_ASKED.search(question), question
    assert PRICED.search("จักรยานขึ้นเรือฟรี") and PRICED.search("ราคา 1,200 บาท")
    assert not PRICED.search("นักเขียนฟรีแลนซ์") and not PRICED.search("ว่ายน้ำท่าฟรีสไตล์")

# The commonest question words of Lao, Khmer and Myanmar, as Thai's: a train's times and fares in each.
LAO_TRAIN = """# ລົດໄຟລາວ-ຈີນ

ລົດໄຟແລ່ນລະຫວ່າງນະຄອນຫຼວງວຽງຈັນແລະບໍ່ເຕນທຸກມື້

## ເວລາ

ລົດໄຟອອກຈາກສະຖານີວຽງຈັນເວລາ 08:00 ແລະຮອດຫຼວງພະບາງເວລາ 10:00

## ລາຄາປີ້

ປີ້ຊັ້ນສອງລາຄາ 250,000 ກີບ ປີ້ຊັ້ນໜຶ່ງລາຄາ 400,000 ກີບ
"""
KHMER_TRAIN = """# រថភ្លើងភ្នំពេញ-ក្រុងព្រះសីហនុ

រថភ្លើងធ្វើដំណើររវាងភ្នំពេញនិងក្រុងព្រះសីហនុរៀងរាល់ថ្ងៃ។

## ម៉ោងចេញដំណើរ

រថភ្លើងចេញពីស្ថានីយភ្នំពេញនៅម៉ោង 8:00 ព្រឹក។

## តម្លៃសំបុត្រ

សំបុត្រមួយសន្លឹកតម្លៃ 9 ដុល្លារ។
"""
MYANMAR_TRAIN = """# ရန်ကုန်-မန္တလေး ရထား

ရထားသည် ရန်ကုန်နှင့် မန္တလေးကြား နေ့စဉ် ပြေးဆွဲသည်။

## ထွက်ခွာချိန်

ရထားသည် ရန်ကုန်ဘူတာမှ နံနက် ၆ နာရီတွင် ထွက်သည်။

## လက်မှတ်ဈေး

လက်မှတ်ဈေးမှာ ကျပ် ၁၀,၀၀၀ ဖြစ်သည်။
"""


@pytest.mark.parametrize(("content", "lang", "question", "heading"), [
    (LAO_TRAIN, "lo", "ອອກຈັກໂມງເຈົ້າ", "ເວລາ"),  # what time does it leave? (politely)
    (LAO_TRAIN, "lo", "ປີ້ຊັ້ນສອງລາຄາເທົ່າໃດ", "ລາຄາປີ້"),  # how much is a second-class ticket?
    (KHMER_TRAIN, "km", "តើរថភ្លើងចេញម៉ោងប៉ុន្មាន?", "ម៉ោងចេញដំណើរ"),  # what time does the train leave?
    (KHMER_TRAIN, "km", "តើសំបុត្រតម្លៃប៉ុន្មានបាទ?", "តម្លៃសំបុត្រ"),  # how much is a ticket? (politely)
    (MYANMAR_TRAIN, "my", "ရထားဘယ်အချိန်ထွက်သလဲ", "ထွက်ခွာချိန်"),  # what time does the train leave?
    (MYANMAR_TRAIN, "my", "လက်မှတ်ဈေးဘယ်လောက်လဲ", "လက်မှတ်ဈေး"),  # how much is a ticket?
], ids=["lao time", "lao fare", "khmer time", "khmer fare", "myanmar time", "myanmar fare"])
def test_lao_khmer_and_myanmar_question_words_do_not_keep_a_question_from_its_passage(content, lang, question,
                                                                                      heading):
    """As Thai's were: a question word or a particle was pairs of letters no passage has, and outweighed what
    the question asks about. Their commonest question words and particles are left out of it."""
    answer = ask(question, content, title=content.splitlines()[0][2:], lang=lang)
    assert answer.startswith(f"Under “{heading}”, the page says:"), answer


def test_a_question_in_german_is_matched_on_what_it_asks_about():
    content = ("Das Update ist kostenlos für alle Kunden, die eine Lizenz für die Version 5 "
               "besitzen.\n\nDie neue Version bringt Zusatzfelder in der Datenbank.\n\n"
               "AgileBits hat die Version 5.3 am Dienstag freigegeben.\n")
    messages = locked_messages(content, title="1Password für Mac generiert Einmal-Passwörter")
    answer = run([messages[0], {"role": "user", "content": "Was ist neu in 1Password für Mac?"}])[0]
    # "ist" and "für" are no terms; "1Password" and "Mac" are what the whole page is about (its title).
    assert answer.split("\n\n")[1] == "> Die neue Version bringt Zusatzfelder in der Datenbank."


LOREM = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore."


def test_what_something_is_is_asked_and_answered_in_six_more_languages():
    """Only English questions were read as asking what something is, and only English verbs, articles and
    prepositions as saying it: "Qu'est-ce que la CNCTR ?" got the search's answer, which quotes a sentence
    that names the CNCTR before one that says what it is."""
    cases = (
        ("fr", "Qu'est-ce que la CNCTR ?", "Le texte confie le contrôle à la CNCTR, qui rendra des avis.",
         "La CNCTR est une autorité administrative indépendante créée par la loi."),
        ("fr", "C'est quoi une couchette ?", "Le prix d'une couchette dépend du trajet.",
         "Une couchette est un lit dans un compartiment partagé."),
        ("de", "Was ist ein Nachtzug?", "Die Preise für einen Nachtzug steigen im Sommer.",
         "Ein Nachtzug ist ein Zug, der über Nacht fährt und Betten anbietet."),
        ("es", "¿Qué es una litera?", "El precio de una litera depende del trayecto.",
         "Una litera es una cama en un compartimento compartido."),
        ("pt", "O que é o WASI?", "O suporte para o WASI chegou no ano passado.",
         "O WASI é uma interface de sistema para programas em WebAssembly."),
        ("it", "Cos'è una cuccetta?", "Il prezzo di una cuccetta dipende dal viaggio.",
         "Una cuccetta è un letto in uno scompartimento condiviso."),
        ("nl", "Wat is een couchette?", "De prijs van een couchette is hoger in de zomer.",
         "Een couchette is een bed in een gedeelde coupé."),
        ("nl", "Wie is Elmer van Buuren?", "Het bedrijf van Elmer van Buuren is klein.",
         "Elmer van Buuren, een van de oprichters van European Sleeper, woont in Utrecht."),
    )
    for language, question, names_it, says_it in cases:
        content = f"# Pagina\n\n{names_it}\n\n{says_it}\n\n{LOREM}\n"
        answer = ask(question, content, title="Pagina", classification={"contentLanguage": language})
        assert says_it in answer and names_it not in answer, (question, answer)


FRENCH = """# Le train de nuit revient

Il y a dix ans, les trains de nuit européens semblaient condamnés. Aujourd'hui, de nouvelles lignes relient \
Vienne, Hambourg et Bruxelles chaque soir.

## Ce que coûte un billet

Une couchette entre Vienne et Hambourg coûte 79 euros. Un compartiment privé coûte plus cher.
"""


def test_its_own_words_are_in_the_pages_language_and_its_quotes_as_the_page_wrote_them():
    """On a French page the greeting began "Hello! This is « … ». It opens:" and every answer ended in English."""
    messages = locked_messages(FRENCH, title="Le train de nuit revient", classification={"contentLanguage": "fr"})
    greeting, _ = run(messages, task="greeting")
    assert greeting.startswith("Bonjour ! Vous êtes sur « Le train de nuit revient ». La page commence ainsi : "
                               "Il y a dix ans, les trains de nuit européens semblaient condamnés."), greeting
    assert "Elle aborde « Ce que coûte un billet »." in greeting
    assert "Je suis le moteur hors ligne de reverserag" in greeting and "Hello" not in greeting

    def ask_fr(question: str) -> str:
        return run([messages[0], {"role": "user", "content": question}])[0]

    assert ask_fr("De quoi parle cet article ?").startswith("En bref, la page dit :\n\n> Il y a dix ans")
    couchette = ask_fr("Combien coûte une couchette ?")
    assert couchette.startswith("Sous « Ce que coûte un billet », la page dit :\n\n> Une couchette entre Vienne")
    assert couchette.endswith("(Moteur hors ligne : cité depuis cette page ; aucun modèle de langue n'est connecté.)")
    assert ask_fr("Quelle est la vitesse de la lumière ?").startswith(
        "Je n'ai pas trouvé cela sur cette page. Elle aborde « Ce que coûte un billet ».")
    assert ask_fr("Qui a écrit cet article ?").startswith("La page ne dit pas qui l'a écrite")
    assert ask_fr("Merci !").startswith("Je vous en prie.")


DUTCH = """# De nachttrein is terug

Door Sanne Jansen

14 maart 2024

Tien jaar geleden leken de Europese nachttreinen ten dode opgeschreven. Nu verbinden nieuwe lijnen Wenen, \
Hamburg en Brussel elke avond.

## Wat een kaartje kost

Een couchette tussen Wenen en Hamburg kost 79 euro. Een eigen coupé is duurder.
"""


def test_on_a_dutch_page_its_own_words_are_dutch_and_dutch_questions_are_understood():
    """A Dutch page got the engine's English, and "Wie heeft dit geschreven?" got "I could not find that"."""
    messages = locked_messages(DUTCH, title="De nachttrein is terug", classification={"contentLanguage": "nl"})
    greeting, _ = run(messages, task="greeting")
    assert greeting.startswith("Hallo! Dit is ‘De nachttrein is terug’. De pagina begint zo: Tien jaar geleden "
                               "leken de Europese nachttreinen ten dode opgeschreven."), greeting
    assert "De pagina behandelt ‘Wat een kaartje kost’." in greeting and "Sanne" not in greeting
    assert "Ik ben de offline-engine van reverserag" in greeting and "Hello" not in greeting

    def ask_nl(question: str) -> str:
        return run([messages[0], {"role": "user", "content": question}])[0]

    signature = "(Offline-engine: geciteerd uit deze pagina; er is geen taalmodel gekoppeld.)"
    assert ask_nl("Waar gaat deze pagina over?").startswith("Kort samengevat zegt de pagina:\n\n> Tien jaar")
    couchette = ask_nl("Hoeveel kost een couchette?")
    assert couchette.startswith("Onder ‘Wat een kaartje kost’ zegt de pagina:\n\n> Een couchette tussen Wenen")
    assert couchette.endswith(signature)
    # Its function words are no terms: this was "I could not find that".
    assert ask_nl("Kan ik een couchette van Wenen naar Hamburg nemen?").startswith(
        "Onder ‘Wat een kaartje kost’ zegt de pagina:\n\n> Een couchette tussen Wenen")
    assert ask_nl("Wat is de snelheid van het licht?").startswith(
        "Dat heb ik op deze pagina niet gevonden. De pagina behandelt ‘Wat een kaartje kost’.")
    # With no metadata, the byline ("Door …") and the dateline ("14 maart 2024") say who and when.
    assert ask_nl("Wie heeft dit geschreven?") == (
        "De metadata van de pagina vermelden het niet, maar de auteursregel luidt:\n\n> Door Sanne Jansen\n\n"
        + signature)
    assert "\n\n> 14 maart 2024\n\n" in ask_nl("Wanneer is dit gepubliceerd?")
    assert ask_nl("Bedankt!") == "Graag gedaan. Vraag me gerust nog iets anders over deze pagina. " + signature
    assert ask_nl("Wie bent u?").startswith("Ik ben de offline-engine van reverserag")
    assert ask_nl("Vertel meer").startswith("Kort samengevat zegt de pagina:")  # no session: what the page says


def test_the_language_the_visitor_picked_comes_before_the_pages():
    from reverserag import languages

    messages = locked_messages(classification={"contentLanguage": "en"})
    greeting, _ = run([messages[0], {"role": "user",
                                     "content": languages.ask_in(messages[1]["content"], "de", greeting=True)}],
                      task="greeting")
    assert greeting.startswith("Hallo! Das ist „Rust ownership“. Die Seite beginnt so: Every value in Rust")
    for code, opening in (("ja", "要するに、このページにはこうあります："), ("pt-BR", "Em resumo, a página diz:"),
                          ("zh-Hans-CN", "简而言之，本页写道："), ("zh-TW", "簡而言之，本頁寫道："),
                          ("zh-Hant", "簡而言之，本頁寫道："), ("nl", "Kort samengevat zegt de pagina:"),
                          ("nl-BE", "Kort samengevat zegt de pagina:"), ("ko", "In short, the page says:"),
                          ("xx-Custom", "In short, the page says:")):
        said = run([messages[0], {"role": "user", "content": languages.ask_in("Summarize this page.", code)}])[0]
        assert said.startswith(opening), (code, said)
    # Without a pick or a page language, English.
    assert run([locked_messages()[0], {"role": "user", "content": "Summarize this page."}])[0].startswith("In short")


def test_its_own_words_are_in_the_language_the_visitor_asks_in():
    """A French question on an English page got "I could not find that on this page." in English: the
    engine's words followed the picked language, else the page's."""
    from reverserag import languages

    messages = locked_messages(classification={"contentLanguage": "en"})
    greeting = run(messages, task="greeting")[0]
    assert greeting.startswith("Hello!")  # the server's own (English) request for it says nothing

    def turn(*asked: str) -> str:
        chat = [*messages, {"role": "assistant", "content": greeting}]
        for question in asked[:-1]:
            chat += [{"role": "user", "content": question}, {"role": "assistant", "content": "…"}]
        return run([*chat, {"role": "user", "content": asked[-1]}])[0]

    assert turn("Qu'est-ce que le compilateur vérifie ?").startswith("Je n'ai pas trouvé cela sur cette page.")
    assert turn("Wie lange lebt eine Referenz?").startswith("Das habe ich auf dieser Seite nicht gefunden.")
    # The quotes stay as the page wrote them; a turn that says no language is said in the last one's.
    assert turn("De quoi parle cet article ?").startswith("En bref, la page dit :\n\n> Every value in Rust")
    assert turn("De quoi parle cet article ?", "Et alors ?").startswith("Je n'ai pas trouvé cela")
    assert turn("De quoi parle cet article ?", "What does the compiler check?").startswith("Under “Lifetimes”")
    # What the visitor picked comes first; then the page's own code, when it is the language asked in.
    assert turn(languages.ask_in("De quoi parle cet article ?", "de")).startswith("Kurz gesagt")
    traditional = locked_messages(CHINESE, title="东京", lang="zh-Hant", classification={"contentLanguage": "zh-Hant"})
    said = run([traditional[0], {"role": "user", "content": "明天有雨？"}])[0]  # no character says which script
    assert said.startswith("在「东京的天气」下，本頁寫道：")  # Traditional words, the heading as written
    # A first question after a selection: the selection's English preface is not the visitor's words.
    first = context.first_question("Every value in Rust has a single owner.", "Qu'est-ce que cela veut dire ?")
    assert run([messages[0], {"role": "user", "content": first}])[0].endswith(
        "(Moteur hors ligne : cité depuis cette page ; aucun modèle de langue n'est connecté.)")


def test_a_question_in_a_language_it_has_no_words_for_gets_the_pages_language_else_english():
    """A question in Arabic (Russian, Korean…) said no language, so the engine's words were those of
    the visitor's question before it, in another language, or else the page's: decided in phrases.py."""
    from reverserag import languages

    arabic, russian, korean = "ما هي سرعة الضوء؟", "Какова скорость света?", "빛의 속도는 얼마입니까?"
    french = locked_messages(FRENCH, title="Le train de nuit revient", classification={"contentLanguage": "fr"})
    for question in (arabic, russian, korean, languages.ask_in(arabic, "ar")):
        said = run([french[0], {"role": "user", "content": question}])[0]
        assert said.startswith("Je n'ai pas trouvé cela sur cette page."), (question, said)
    english = locked_messages(classification={"contentLanguage": "en"})
    chat = [*english, {"role": "assistant", "content": "Hello!"}, {"role": "user", "content": "Wie lange lebt eine "
            "Referenz?"}, {"role": "assistant", "content": "…"}, {"role": "user", "content": arabic}]
    assert run(chat)[0].startswith("I could not find that on this page."), "the German question's words"
    page = locked_messages("# سرعة الضوء\n\nسرعة الضوء في الفراغ ثابتة لا تتغير. تبلغ حوالي ثلاثمائة ألف كيلومتر في "
                           "الثانية الواحدة. قاسها العلماء بدقة كبيرة في القرن العشرين، وهي أسرع شيء معروف في الكون.\n",
                           title="الضوء", classification={"contentLanguage": "ar"})
    said = run([page[0], {"role": "user", "content": "ما هو لون السماء؟"}])[0]
    assert said.startswith("I could not find that on this page.") and said.endswith(
        "(Offline engine: quoted from this page; no language model is connected.)")


def test_its_own_words_follow_a_question_in_the_widgets_languages_that_said_it_plainly():
    """"Quelle est la vitesse de la lumière ?" counted Spanish's "la" and "de" twice each, and was said
    to be in no language; a question in Traditional characters got Simplified words."""
    messages = locked_messages(classification={"contentLanguage": "en"})
    for question, opening in (("Quelle est la vitesse de la lumière ?", "Je n'ai pas trouvé cela sur cette page."),
                              ("¿Cuál es la velocidad de la luz?", "No he encontrado eso en esta página."),
                              ("光的速度是多少？这个页面说了吗？", "我在本页没有找到相关内容。"),
                              ("光的速度是多少？這個頁面說了嗎？", "我在本頁沒有找到相關內容。")):
        said = run([messages[0], {"role": "user", "content": question}])[0]
        assert said.startswith(opening), (question, said)
    # The visitor's characters over the page's code: Simplified words on a page in Traditional ones.
    traditional = locked_messages(CHINESE, title="东京", lang="zh-Hant", classification={"contentLanguage": "zh-Hant"})
    said = run([traditional[0], {"role": "user", "content": "明天会下雨吗？"}])[0]
    assert said.startswith("在“东京的天气”下，本页写道：")


def test_every_phrasebook_says_what_the_english_one_does_with_the_same_blanks():
    from string import Formatter

    from reverserag.engines.phrases import BOOKS, ENGLISH

    def blanks(text: str) -> set[str]:
        return {name for _, name, _, _ in Formatter().parse(text) if name is not None}

    for language, book in BOOKS.items():
        assert book.keys() == ENGLISH.keys(), language
        for key, text in book.items():
            assert blanks(text) == blanks(ENGLISH[key]), (language, key)


# QA54 #11: a Hebrew news story (qa54's min/hebrew.html, as the widget wrote it) and an Arabic one's rail (rtl/).
HEBREW = """# [¶1] בנק ישראל העלה את הריבית ל-4.75%

[¶2] בנק ישראל הודיע ביום חמישי על העלאת הריבית ב-0.25 נקודות האחוז ל-4.75%, בעקבות אינפלציה של 3.9% בחודש נובמבר.

[¶3] הנגיד אמיר ירון אמר במסיבת עיתונאים כי הוועדה תמשיך לעקוב אחר מדד CPI, וכי החלטות ה-Federal Reserve השפיעו על \
שער השקל.

## תגובות השווקים

[¶4] מדד ת"א 35 עלה ב-1.2% לאחר ההודעה, והשקל נסחר ב-3.62 מול הדולר. אנליסטים ב-Goldman Sachs צופים הורדת ריבית \
ברבעון השני של 2027.
"""
ARABIC = """# البنك المركزي يرفع سعر الفائدة إلى 5.25% لكبح التضخم

[¶1] أعلن البنك المركزي يوم الخميس رفع سعر الفائدة الرئيسي بمقدار 75 نقطة أساس ليصل إلى 5.25%، في خطوة تهدف إلى كبح \
معدل التضخم.

[¶2] وفي تصريح خاص، قال وزير المالية إن عجز الموازنة سينخفض إلى 6.1% من الناتج المحلي بحلول يونيو.

[Page chrome: header, navigation, sidebars, footer]

Sidebar: الأكثر قراءة · [منتخب مصر يتأهل إلى نهائي كأس العرب](https://news.example/1) · \
[أسعار الذهب تسجل أعلى مستوى في 2026](https://news.example/2)
"""


def test_hebrew_question_words_ask_nothing_and_a_prefix_is_read_off_where_the_page_has_the_word_without():
    """Regression: "מה" (what) counted as a third of "מה הריבית החדשה?" (What is the new rate?), which found nothing;
    "והשקל" (and the shekel) never met "השקל", so "באיזה שער נסחר השקל?" (At what rate does the shekel trade?) was
    answered with ¶3 alone, not ¶4's "והשקל נסחר ב-3.62"."""
    title = "בנק ישראל העלה את הריבית ל-4.75% — האופק"
    rate = ask("מה הריבית החדשה?", HEBREW, title=title, lang="he")
    assert "I could not find" not in rate and "ל-4.75%, בעקבות אינפלציה של 3.9% בחודש נובמבר. [¶2]" in rate
    shekel = ask("באיזה שער נסחר השקל?", HEBREW, title=title, lang="he")
    assert "והשקל נסחר ב-3.62 מול הדולר." in shekel


def test_the_hebrew_sentence_that_answers_ranks_first_not_under_the_paragraph_after_it():
    """QA54 #11: "באיזה שער נסחר השקל?" ranked ¶3 ("…על שער השקל") over ¶4 ("והשקל נסחר ב-3.62 מול הדולר."), which
    was read as one sentence with the one after it (no capital after its full stop), and so quoted whole."""
    shekel = ask("באיזה שער נסחר השקל?", HEBREW, title="בנק ישראל העלה את הריבית ל-4.75% — האופק", lang="he")
    assert "> מדד ת\"א 35 עלה ב-1.2% לאחר ההודעה, והשקל נסחר ב-3.62 מול הדולר. [¶4]" in shekel
    assert "Goldman" not in shekel
    page = Outline(HEBREW)
    assert page.rank("שער נסחר השקל")[0][1].text.endswith("והשקל נסחר ב-3.62 מול הדולר.")


def test_arabic_question_words_ask_nothing_and_a_prefix_is_read_off_where_the_page_has_the_word_without():
    """Regression: "ما هي الأخبار الأكثر قراءة؟" (What are the most read stories?) was not found, its "ما" and "هي"
    counted as words of what it asks; a question word under a prefix ("وماذا", and what) asks nothing either."""
    title = "البنك المركزي يرفع سعر الفائدة — صحيفة الأفق"
    read = ask("ما هي الأخبار الأكثر قراءة؟", ARABIC, title=title, lang="ar")
    assert "I could not find" not in read and "Sidebar: الأكثر قراءة" in read
    said = ask("وماذا قال وزير المالية؟", ARABIC, title=title, lang="ar")
    assert "قال وزير المالية إن عجز الموازنة سينخفض" in said
