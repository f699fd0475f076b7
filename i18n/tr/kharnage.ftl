# kharnage — bu oyunun izleyicisinin metinleri (tr). Anahtarlar i18n/en/kharnage.ftl ile aynı olmalı.

## Bir kurulumu ya da hamleyi reddeden kurallar
rule-kharnage-round-count = Tur sayısı: bir Kharnage oyunu 1 ile { $max } tur arasında sürer, { $rounds } değil.
rule-kharnage-played-by = Oynayan: { $armies } ordu için { $players } oyuncu yazılmış; her orduya bir oyuncu yazın ya da hiç yazmayın.
rule-kharnage-rounds-over = Bütün turlar kapandı; artık yalnızca son ordu büyüklükleri girilebilir.
rule-kharnage-nothing-changes = Bu hiçbir şeyi değiştirmiyor.
rule-kharnage-initiative-negative = { $army } ordusunun inisiyatifi negatif olamaz.
rule-kharnage-initiative-taken = { $other } bu tur zaten { $initiative } inisiyatifiyle oynuyor; her strateji kartının kendi inisiyatifi vardır.
rule-kharnage-initiative-missing = { $round }. tur kapanamaz: { $army } inisiyatifini açıklamadı.
rule-kharnage-destroyed-negative = { $army } bu tur yalnızca { $old } kart yok etti; sayı sıfırın altına inemez.
rule-kharnage-own-army = { $army } kendi ordusuna Kharnage yapamaz.
rule-kharnage-yeah-off = Bu oyunda “YEAH!” kuralı kullanılmıyor.
rule-kharnage-yeah-no-kharnage = { $round }. turda { $army } ordusunun alkışlamayı kaçırabileceği, başka bir ordunun yaptığı bir Kharnage yok.
rule-kharnage-yeah-no-token = { $army } ordusunun kaybedecek Kharnage jetonu yok.
rule-kharnage-armies-too-early = Son ordu büyüklükleri son tur, yani { $rounds }. tur kapandıktan sonra girilir.
rule-kharnage-game-over = Oyun zaten sonuçlandı.
rule-kharnage-final-armies-count = Her ordu için bir büyüklük girin: { $count } değil, { $armies } sayı.
rule-kharnage-units-negative = { $army } ordusunun birim sayısı sıfırdan az olamaz.

## Kayıt satırları
log-kharnage-initiative = { $round }. tur: { $army } { $initiative } inisiyatifiyle oynuyor.
log-kharnage-initiative-changed = { $round }. tur: { $army } inisiyatifi { $old } → { $initiative }.
log-kharnage-destroyed = { $round }. tur: { $army } yok edilen kart { $old } → { $new }.
log-kharnage-kharnage = { $round }. tur: { $army }, { $victim } ordusuna KHARNAGE yapıyor! Kharnage jetonu { $old } → { $new }.
log-kharnage-kharnage-no-victim = { $round }. tur: { $army } KHARNAGE yapıyor! Kharnage jetonu { $old } → { $new }.
log-kharnage-no-yeah = { $round }. tur: { $army } “YEAH!” diye bağırmadı. Kharnage jetonu { $old } → { $new }.
log-kharnage-close-round = { $round }. tur kapandı: 5 kafatasılı jeton { $first } ordusuna ({ $first_cards } kart), 3 kafatasılı { $second } ordusuna ({ $second_cards } kart), 1 kafatasılı { $third } ordusuna ({ $third_cards } kart).{ $ties ->
        [0] {""}
       *[other] {" "}Kart eşitlikleri düşük inisiyatifle bozuldu.
    }
log-kharnage-close-round-two = { $round }. tur kapandı: 5 kafatasılı jeton { $first } ordusuna ({ $first_cards } kart), 3 kafatasılı { $second } ordusuna ({ $second_cards } kart).{ $ties ->
        [0] {""}
       *[other] {" "}Kart eşitliği düşük inisiyatifle bozuldu.
    }
log-kharnage-final-armies = Son ordu büyüklükleri (birim): { $sizes }.

## Oyunun nasıl kazanıldığı
win-kharnage-skulls = { $army } en çok kafatasıyla kazandı: { $skulls }.
win-kharnage-largest-army = { $army } kazandı: { $skulls } kafatasında eşitlik, en büyük ordu belirledi ({ $units } birim).
win-kharnage-most-tokens = { $army } kazandı: { $skulls } kafatasında ve ordu büyüklüğünde eşitlik, en çok Kharnage jetonu belirledi ({ $tokens }).
win-kharnage-initiative = { $army } kazandı: { $skulls } kafatasında, ordu büyüklüğünde ve Kharnage jetonlarında eşitlik, son turdaki en düşük inisiyatif belirledi ({ $initiative }).
win-kharnage-shared = { $armies } zaferi paylaşıyor: { $skulls } kafatasında ve bütün eşitlik bozma kurallarında berabere.

## Sıralama
label-kharnage-skulls = Kafatası
label-kharnage-domination = Hâkimiyet
label-kharnage-tokens = Kharnage jetonu
label-kharnage-destroyed = Yok edilen kart
label-kharnage-initiative = İnisiyatif
label-kharnage-units = Birim
remark-kharnage-winner = kazanan
remark-kharnage-tied = kafatasında berabere: son ordu büyüklüklerini girin

## Yardım
help-kharnage-history = Her ordunun altındaki T1: 5 (9), 1. turda 9 kart yok edip 5 kafatası aldığı demektir.
help-kharnage-round = Her tur, her ordunun inisiyatifini, yok ettiği kartları (birimleri değil; büyük bir birimin her kartı sayılır) ve yaptığı her Kharnage'ı girin. Tur kapanınca 5, 3 ve 1 kafatasılı jetonlar yok edilen kart sayısına göre verilir; eşitlikte düşük inisiyatif kazanır. İki orduyla 1 kafatasılı jeton kullanılmaz.
help-kharnage-zero = Hiç kart yok etmemiş bir ordu da sırasına göre hâkimiyet jetonu alır: kural kitabı jetonları yalnızca sıraya göre verir.
help-kharnage-yeah = “YEAH!” kuralı (isteğe bağlı): bir ordu Kharnage yaptığında diğerleri “YEAH!” diye bağırmalı, yoksa varsa bir Kharnage jetonu kaybeder. Bu kuralla ordunun jetonunu kazanması için “KHARNAGE!” diye bağırması da gerekir: Kharnage'ı yalnızca bağırdıysa girin.
help-kharnage-end = Son turdan sonra kafatası = hâkimiyet jetonları + Kharnage jetonları. En üstte eşitlik varsa her ordudaki birim sayısını girin: en büyük ordu kazanır, sonra en çok Kharnage jetonu, sonra son turdaki en düşük inisiyatif.

## Pencere
ui-kharnage-keys = Tuşlar: ↑↓ veya Tab ordu (Tab yazılanı da girer) · rakamlar: inisiyatifi, son turdan sonra birimleri · Enter girer · + − yok edilen kart · Alt+K KHARNAGE! · Alt+Y “YEAH!” yok · Alt+C turu kapat · Alt+B eşitliği boz · Esc yazılanı siler
ui-kharnage-armies = Ordular
ui-kharnage-army-n = Ordu { $n }
ui-kharnage-played-by = Oynayan (isteğe bağlı)
ui-kharnage-rules = Kurallar
ui-kharnage-rounds = Tur sayısı
ui-kharnage-yeah-rule = “YEAH!” kuralı: bağırmayan ordu bir Kharnage jetonu kaybeder
ui-kharnage-round = Tur { $round } / { $rounds }
ui-kharnage-kharnage = KHARNAGE!
ui-kharnage-no-yeah = “YEAH!” yok
ui-kharnage-would-take = → { $skulls } kafatası
ui-kharnage-close-round = { $round }. turu kapat
ui-kharnage-final-armies = Orduları say
ui-kharnage-tied = { $armies } { $skulls } kafatasında berabere: her ordunun kalan birimlerini yazın, sonra Eşitliği boz'a basın.
ui-kharnage-count-armies = Eşitliği boz
ui-kharnage-table-help = Her inisiyatifi yazıp Enter'a basın.
ui-kharnage-done = Bütün turlar oynandı.
ui-kharnage-skulls = kafatası
ui-kharnage-cards = yok edilen kart
ui-kharnage-tokens = { $tokens } Kharnage jetonu
ui-kharnage-round-taken = T{ $round }: { $skulls } ({ $cards })
ui-kharnage-round-open = T{ $round }: … ({ $cards })
ui-kharnage-tied-short = berabere
ui-kharnage-army-dwarf = Cüce
ui-kharnage-army-goblin = Goblin
ui-kharnage-army-human = İnsan
ui-kharnage-army-orc = Ork
