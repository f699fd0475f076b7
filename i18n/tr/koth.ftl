# koth — bu oyunun takipçisinin sözleri (tr). Anahtarlar her dilde aynı olmalı.

rule-koth-first = İlk oyuncu 0 ya da 1 numaralı oyuncudur.
rule-koth-deck = { $deck } kartlık bir deste iki tane { $hand } kartlık el ve bir ilk çekiş veremez.
rule-koth-cp = Tur başına Komuta Puanı 1 ile 1000 arasında olmalı.
rule-koth-no-column = { $column }. sütun yok: savaş alanında beş sütun var.
rule-koth-negative = Saldırı, savunma, RAGE, SUPPORT ve KP asla negatif olmaz.
rule-koth-game-over = { $game }. oyun bitti: sonraki oyunu başlatın.
rule-koth-not-enough-cp = { $player } oyuncusunun { $left } KP'si kaldı, bu ise { $cost } tutuyor.
rule-koth-too-weak = { $column }. sütun { $strength } savunmayla tutuluyor: { $attack } saldırı onu alamaz.
rule-koth-flank-next = FLANK yalnızca yandaki sütuna gider ({ $from }. sütundan { $to }. sütuna çok uzak; savaş alanı döngüsel değil).
rule-koth-flank-not-yours = { $column }. sütun sizin değil; oradan FLANK yapamazsınız.
rule-koth-flank-own = { $column }. sütunu zaten tutuyorsunuz.
rule-koth-own-column = { $player } { $column }. sütunu zaten tutuyor: kart boş bir sütuna ya da rakibin tuttuğu bir sütuna oynanır.
rule-koth-strength-too-large = { $column }. sütuna bu savunmayla oynanan bir kart, { $player } oyuncusunun toplam gücünü { $total } yapardı: sayılar −{ $max } ile { $max } arasında tutulur.
rule-koth-deck-not-empty = Destede hâlâ { $left } kart var: oyun sürüyor.
rule-koth-game-not-over = { $game }. oyun henüz bitmedi.
rule-koth-battle-over = Savaş bitti: { $player } kazandı.
log-koth-play = { $game }. oyun, { $round }. tur: { $player } { $column }. sütunu alıyor (saldırı { $attack }, savunma { $defense }). KP { $old } → { $new }.{ $rally ->
        [0] {""}
       *[other] {" "}RALLY: bir kart çekildi.
    }
log-koth-flank = { $game }. oyun, { $round }. tur: { $player } { $from }. sütundan { $to }. sütuna FLANK yapıyor. KP { $old } → { $new }.
log-koth-spend = { $game }. oyun, { $round }. tur: { $player } KP harcıyor { $old } → { $new }.
log-koth-end-turn = { $game }. oyun, { $round }. tur: { $player } turunu bitiriyor; { $drew ->
        [1] { $next } kart çekiyor (destede { $deck } kart kaldı).
       *[other] { $next } oynamaya devam ediyor (deste boş, çekilecek kart yok).
    }
log-koth-deck-out = { $game }. oyun: deste bitti ve kimse oynayamıyor. Kazanan: { $winner }.
log-koth-next-game = { $game }. oyun başlıyor; ilk { $player } oynuyor.
win-koth-battle = { $player } üst üste iki oyun kazandı ({ $first }. ve { $second }. oyunlar) ve savaşı aldı.
label-koth-wins = Kazanılan oyun
label-koth-streak = Üst üste galibiyet
label-koth-columns = Sütun
label-koth-strength = Güç
label-koth-cp = KP
remark-koth-all-columns = { $game }. oyunu kazandı: beş sütunun hepsi
remark-koth-most-columns = { $game }. oyunu kazandı: en çok sütun
remark-koth-strength = { $game }. oyunu kazandı: daha büyük güç
remark-koth-race = { $game }. oyunu kazandı: sütunların hepsi tek ırk
remark-koth-draw = { $game }. oyun berabere
remark-koth-to-play = sırası
help-koth-end = Deste bittiğinde ve iki oyuncu da oynayamadığında: en çok sütunu tutan kazanır; eşitse toplam gücü büyük olan; o da eşitse tüm sütunları tek ırktan olan oyuncu (kural kitabındaki “aynı ırkla tutan kazanır” ifadesi belirsiz: bizim yorumumuz budur); yoksa berabere.
help-koth-flank = Tuttuğunuz bir sütundaki ← ve →: FLANK, birim yandaki sütuna geçer (saldırısını yazın: o kadar KP tutar ve sütunu tutanın savunmasını yenmelidir).
help-koth-battle = Savaşı üst üste iki oyun kazanan alır; beraberlik seriyi bozar. Oyuncular sırayla ilk başlar.

## Pencere
ui-koth-first = İlk oynayan
ui-koth-deck = Destedeki kart
ui-koth-hand = Başlangıç eli
ui-koth-cp = Tur başına Komuta Puanı
ui-koth-game = { $game }. oyun, { $round }. tur: sıra { $player } oyuncusunda
ui-koth-cp-left = Kalan KP
ui-koth-games-won = { $games } oyun kazandı
ui-koth-streak = üst üste { $wins } galibiyet
ui-koth-end-turn = Turu bitir
ui-koth-rules = Kurallar
ui-koth-deck-left = Deste: { $left } kart kaldı
ui-koth-column = { $column }. sütun
ui-koth-empty = boş
ui-koth-attack = saldırı
ui-koth-defense = savunma
ui-koth-rage = RAGE
ui-koth-support = SUPPORT
ui-koth-rally = RALLY
ui-koth-orc = Ork
ui-koth-human = İnsan
ui-koth-take = Al
ui-koth-deck-out = Deste bitti, kimse oynayamıyor
ui-koth-next-game = Sonraki oyunu başlat
ui-koth-keys = Tuşlar: Tab, Shift+Tab kart alanı · rakamlar alana yazar · ←→ sütun · Enter al · Shift+←→ FLANK · − 1 KP harca · Alt+O Ork · Alt+H İnsan · Alt+R RALLY · Alt+E turu bitir · Alt+D deste bitti · Alt+N sonraki oyun · Esc kartı temizler
ui-koth-game-won = { $game }. oyun { $player } oyuncusunun.
ui-koth-game-drawn = { $game }. oyun berabere.

## Raporlar
detail-koth-game = { $game }. oyun, { $round }. tur; destede { $deck } kart kaldı.
detail-koth-column = { $column }. sütun: { $player }, güç { $strength }, { $race ->
        [orc] Ork
       *[human] İnsan
    }
detail-koth-empty = { $column }. sütun: boş
piece-koth-column = { $column }. sütun
