"""Short real sentences in the scripts of Southeast Asia that space phrases, not words: Thai and Lao
(no full stop: a space ends a sentence or a phrase), Khmer ("។") and Myanmar ("။")."""

from __future__ import annotations

# "Thailand is a country in Southeast Asia. Its capital and largest city is Bangkok. Thai is the
# official language. Most of its people are Buddhists." Four sentences, about 36 words.
THAI = ("ประเทศไทยเป็นประเทศที่ตั้งอยู่ในภูมิภาคเอเชียตะวันออกเฉียงใต้ มีกรุงเทพมหานครเป็นเมืองหลวงและเมืองที่ใหญ่ที่สุด "
        "ภาษาไทยเป็นภาษาราชการของประเทศ ประชากรส่วนใหญ่นับถือศาสนาพุทธ")
# "Laos is a landlocked country. It lies in Southeast Asia. Vientiane is its capital." Three.
LAO = "ລາວເປັນປະເທດທີ່ບໍ່ມີທາງອອກສູ່ທະເລ ຕັ້ງຢູ່ໃນອາຊີຕາເວັນອອກສ່ຽງໃຕ້ ນະຄອນຫຼວງວຽງຈັນເປັນເມືອງຫຼວງຂອງປະເທດ"
# "Cambodia lies in Southeast Asia. Its capital is Phnom Penh. Khmer is the official language." Three.
KHMER = "ប្រទេសកម្ពុជាស្ថិតនៅក្នុងតំបន់អាស៊ីអាគ្នេយ៍។ រាជធានីរបស់ប្រទេសគឺភ្នំពេញ។ ភាសាខ្មែរជាភាសាផ្លូវការ។"
# "Myanmar lies in Southeast Asia. Naypyidaw is the capital. Yangon is the largest city." Three.
MYANMAR = ("မြန်မာနိုင်ငံသည် အရှေ့တောင်အာရှတွင် တည်ရှိသည်။ နေပြည်တော်သည် မြို့တော်ဖြစ်သည်။ "
           "ရန်ကုန်သည် အကြီးဆုံးမြို့ဖြစ်သည်။")
