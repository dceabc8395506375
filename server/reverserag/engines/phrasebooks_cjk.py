"""The offline engine's words in Chinese (Simplified and Traditional) and Japanese, the languages it
writes without spaces between words (the European ones are in ``phrasebooks.py`` and
``phrasebooks_germanic.py``): each book has the English one's keys and blanks (``phrases.ENGLISH``), which a test
checks."""

from __future__ import annotations

CHINESE = {
    "signature": "（离线引擎：内容引自本页；未连接语言模型。）",
    "quote": "“{}”",
    "comma": "、",
    "and": "和",
    "this_page": "本页",
    "empty": (
        "你好！我读过了{name}，但它几乎没有可读的文字（不到二十个词），所以我能用的内容很少。\n\n"
        "如果页面仍在加载，或者内容在图片或视频里，我就看不到。\n\n"
        "我是 reverserag 的离线引擎：没有连接语言模型，所以我只能引用页面本身的内容。{signature}"
    ),
    "hello": "你好！这是{title}。",
    "hello_opens": "你好！这是{title}。开头写道：{lead}",
    "hello_untitled": "你好！",
    "hello_untitled_opens": "你好！本页开头写道：{lead}",
    "hello_short": "你好！",
    "selected": "你选中了：{selection}{where}。",
    "selected_under": "（在{heading}下）",
    "covers": "它涵盖{topics}。",
    "stands_out": "值得注意的是：{passages}",
    "lists": "它大部分是列表和表格。",
    "short": "这是一个只有一节的短页面。",
    "long": "这是一整节长内容。",
    "introduction": (
        "我是 reverserag 的离线引擎：没有连接语言模型，所以我会找出本页中与你的问题最相关的段落并加以引用，"
        "同时注明它们所在的章节。"
    ),
    "try_asking": "可以试着问问{topics}。",
    "no_text": "本页几乎没有可读的文字，所以我没有可以引用的内容。",
    "code_hello": "你好！{title}共有 {lines} 行{language}代码。",
    "code_hello_untitled": "你好！这个页面共有 {lines} 行{language}代码。",
    "code_in": " {language} ",
    "code_defines": "其中定义了{names}。",
    "code_within": "在{name}中：",
    "code_introduction": (
        "我是 reverserag 的离线引擎：没有连接语言模型，所以我会找出这段代码中与你的问题最相关的部分"
        "（一个函数、一个类或几行代码）并加以引用。"
    ),
    "welcome": "不客气。关于本页，你还可以问我任何问题。",
    "in_short": "简而言之，本页写道：",
    "not_found": "我在本页没有找到相关内容。",
    "ask_else": "请问我本页讨论的内容，我会引用相应的段落。",
    "all_said": "在我引用的内容之后，本页没有更多内容了。请问我本页的其他内容。",
    "says": "本页写道：",
    "goes_on": "本页接着写道：",
    "under_says": "在{heading}下，本页写道：",
    "under_goes_on": "在{heading}下，本页接着写道：",
    "of_shown": "在本页显示的这些之中（{count}）：",
    "not_listed": "我在本页没有找到{name}。",
    "named_count": "本页名称中含有{name}的项目（{count}）：",
    "unlisted_at": "本页没有为{name}列出{what}。",
    "unlisted_at_lists": "本页没有为{name}列出{what}。它的信息卡列出：",
    "unselected_tab": "本页把这个放在未选中的{tab}标签下，我读不到：请选中该标签后再问一次。",
    "under": "在{heading}下：",
    "at_top": "在页面开头：",
    "around": "在页面周围（导航、页脚）：",
    "author_and_date": "本页写明了作者{author}和发布日期{date}。",
    "author": "本页写明了作者：{author}。",
    "authors": "本页写明了作者：{author}。",
    "date": "本页写明了发布日期：{date}。",
    "byline": "本页的元数据没有写明，但署名行写道：",
    "named": "本页没有用这些词说明，但提到了这个人：",
    "product_data": "本页标记中的商品数据（schema.org）写道：",
    "no_author": "本页没有写明作者：元数据和署名行都没有。",
    "no_date": "本页没有写明发布时间：元数据和署名行都没有。",
    "no_author_or_date": "本页没有写明作者和发布时间：元数据和署名行都没有。",
    "only_monthly": "本页只给出了{heading}的月付价格：",
    "only_yearly": "本页只给出了{heading}的年付价格：",
    "behind_control": "本页有一个{control}按钮：它显示的内容要按下后才会出现在页面上。请按下它，然后再问我一次。",
}

CHINESE_TRADITIONAL = {
    "signature": "（離線引擎：內容引自本頁；未連接語言模型。）",
    "quote": "「{}」",
    "comma": "、",
    "and": "和",
    "this_page": "本頁",
    "empty": (
        "你好！我讀過了{name}，但它幾乎沒有可讀的文字（不到二十個詞），所以我能用的內容很少。\n\n"
        "如果頁面仍在載入，或者內容在圖片或影片裡，我就看不到。\n\n"
        "我是 reverserag 的離線引擎：沒有連接語言模型，所以我只能引用頁面本身的內容。{signature}"
    ),
    "hello": "你好！這是{title}。",
    "hello_opens": "你好！這是{title}。開頭寫道：{lead}",
    "hello_untitled": "你好！",
    "hello_untitled_opens": "你好！本頁開頭寫道：{lead}",
    "hello_short": "你好！",
    "selected": "你選取了：{selection}{where}。",
    "selected_under": "（在{heading}下）",
    "covers": "它涵蓋{topics}。",
    "stands_out": "值得注意的是：{passages}",
    "lists": "它大部分是清單和表格。",
    "short": "這是一個只有一節的短頁面。",
    "long": "這是一整節長內容。",
    "introduction": (
        "我是 reverserag 的離線引擎：沒有連接語言模型，所以我會找出本頁中與你的問題最相關的段落並加以引用，"
        "同時註明它們所在的章節。"
    ),
    "try_asking": "可以試著問問{topics}。",
    "no_text": "本頁幾乎沒有可讀的文字，所以我沒有可以引用的內容。",
    "code_hello": "你好！{title}共有 {lines} 行{language}程式碼。",
    "code_hello_untitled": "你好！這個頁面共有 {lines} 行{language}程式碼。",
    "code_in": " {language} ",
    "code_defines": "其中定義了{names}。",
    "code_within": "在{name}中：",
    "code_introduction": (
        "我是 reverserag 的離線引擎：沒有連接語言模型，所以我會找出這段程式碼中與你的問題最相關的部分"
        "（一個函式、一個類別或幾行程式碼）並加以引用。"
    ),
    "welcome": "不客氣。關於本頁，你還可以問我任何問題。",
    "in_short": "簡而言之，本頁寫道：",
    "not_found": "我在本頁沒有找到相關內容。",
    "ask_else": "請問我本頁討論的內容，我會引用相應的段落。",
    "all_said": "在我引用的內容之後，本頁沒有更多內容了。請問我本頁的其他內容。",
    "says": "本頁寫道：",
    "goes_on": "本頁接著寫道：",
    "under_says": "在{heading}下，本頁寫道：",
    "under_goes_on": "在{heading}下，本頁接著寫道：",
    "of_shown": "在本頁顯示的這些之中（{count}）：",
    "not_listed": "我在本頁沒有找到{name}。",
    "named_count": "本頁名稱中含有{name}的項目（{count}）：",
    "unlisted_at": "本頁沒有為{name}列出{what}。",
    "unlisted_at_lists": "本頁沒有為{name}列出{what}。它的資訊卡列出：",
    "unselected_tab": "本頁把這個放在未選取的{tab}標籤下，我讀不到：請選取該標籤後再問一次。",
    "under": "在{heading}下：",
    "at_top": "在頁面開頭：",
    "around": "在頁面周圍（導覽、頁尾）：",
    "author_and_date": "本頁寫明了作者{author}和發布日期{date}。",
    "author": "本頁寫明了作者：{author}。",
    "authors": "本頁寫明了作者：{author}。",
    "date": "本頁寫明了發布日期：{date}。",
    "byline": "本頁的中繼資料沒有寫明，但署名行寫道：",
    "named": "本頁沒有用這些詞說明，但提到了這個人：",
    "product_data": "本頁標記中的商品資料（schema.org）寫道：",
    "no_author": "本頁沒有寫明作者：中繼資料和署名行都沒有。",
    "no_date": "本頁沒有寫明發布時間：中繼資料和署名行都沒有。",
    "no_author_or_date": "本頁沒有寫明作者和發布時間：中繼資料和署名行都沒有。",
    "only_monthly": "本頁只給出了{heading}的月付價格：",
    "only_yearly": "本頁只給出了{heading}的年付價格：",
    "behind_control": "本頁有一個{control}按鈕：它顯示的內容要按下後才會出現在頁面上。請按下它，然後再問我一次。",
}

JAPANESE = {
    "signature": "（オフラインエンジン：このページから引用しています。言語モデルは接続されていません。）",
    "quote": "「{}」",
    "comma": "、",
    "and": "と",
    "this_page": "このページ",
    "empty": (
        "こんにちは！{name}を読みましたが、読める文章がほとんどありません（二十語未満）。そのため、"
        "手がかりがほとんどありません。\n\nページがまだ読み込み中か、内容が画像や動画の中にある場合、"
        "私には見えません。\n\n私は reverserag のオフラインエンジンです。言語モデルが接続されていないため、"
        "ページ自体に書かれていることを引用することしかできません。{signature}"
    ),
    "hello": "こんにちは！こちらは{title}です。",
    "hello_opens": "こんにちは！こちらは{title}です。冒頭にはこうあります：{lead}",
    "hello_untitled": "こんにちは！",
    "hello_untitled_opens": "こんにちは！このページの冒頭にはこうあります：{lead}",
    "hello_short": "こんにちは！",
    "selected": "選択したテキスト：{selection}{where}。",
    "selected_under": "（{heading}の中）",
    "covers": "{topics}について書かれています。",
    "stands_out": "注目点：{passages}",
    "lists": "ほとんどがリストと表です。",
    "short": "一つのセクションだけの短いページです。",
    "long": "一つの長いセクションです。",
    "introduction": (
        "私は reverserag のオフラインエンジンです。言語モデルが接続されていないため、ご質問に最もよく合う"
        "このページの箇所を探し、その箇所があるセクションとともに引用してお答えします。"
    ),
    "try_asking": "{topics}について聞いてみてください。",
    "no_text": "このページには読める文章がほとんどないため、引用できるものがありません。",
    "code_hello": "こんにちは！{title}は{language}コード {lines} 行です。",
    "code_hello_untitled": "こんにちは！このページは{language}コード {lines} 行です。",
    "code_in": "{language} の",
    "code_defines": "{names}を定義しています。",
    "code_within": "{name}の中：",
    "code_introduction": (
        "私は reverserag のオフラインエンジンです。言語モデルは接続されていないため、"
        "このコードの中から質問に最も合う部分（関数、クラス、数行）を探して引用することで答えます。"
    ),
    "welcome": "どういたしまして。このページについて、ほかにも何でも聞いてください。",
    "in_short": "要するに、このページにはこうあります：",
    "not_found": "このページにはその内容が見つかりませんでした。",
    "ask_else": "このページで扱われていることについて聞いていただければ、該当箇所を引用します。",
    "all_said": "引用した箇所の後には、このページにはもう何も書かれていません。ほかのことを聞いてください。",
    "says": "このページにはこうあります：",
    "goes_on": "このページは続けてこう書いています：",
    "under_says": "{heading}には、こうあります：",
    "under_goes_on": "{heading}では、続けてこうあります：",
    "of_shown": "このページに表示されているものの中では（{count}）：",
    "not_listed": "このページには{name}が見つかりませんでした。",
    "named_count": "このページで名前に{name}を含むもの（{count}）：",
    "unlisted_at": "このページには{name}の{what}は記載されていません。",
    "unlisted_at_lists": "このページには{name}の{what}は記載されていません。{name}のカードに記載されているのは：",
    "unselected_tab": ("ページではそれが選択されていない{tab}タブの中にあるため、読み取れません。"
                       "タブを選択してからもう一度質問してください。"),
    "under": "{heading}：",
    "at_top": "ページの冒頭：",
    "around": "ページの周辺（ナビゲーション、フッター）：",
    "author_and_date": "このページには著者（{author}）と公開日（{date}）が記されています。",
    "author": "このページの著者：{author}。",
    "authors": "このページの著者：{author}。",
    "date": "このページの公開日：{date}。",
    "byline": "ページのメタデータには書かれていませんが、署名欄にはこうあります：",
    "named": "このページにはその言葉では書かれていませんが、この人物の名前があります：",
    "product_data": "ページのマークアップにある商品データ（schema.org）にはこうあります：",
    "no_author": "このページには誰が書いたかが書かれていません。メタデータにも署名欄にもありません。",
    "no_date": "このページにはいつ公開されたかが書かれていません。メタデータにも署名欄にもありません。",
    "no_author_or_date": "このページには誰がいつ書いたかが書かれていません。メタデータにも署名欄にもありません。",
    "only_monthly": "{heading}は月額の料金しか書かれていません：",
    "only_yearly": "{heading}は年額の料金しか書かれていません：",
    "behind_control": (
        "このページには{control}ボタンがあります。その内容はボタンを押すまでページに表示されません。押してから、"
        "もう一度お尋ねください。"
    ),
}
