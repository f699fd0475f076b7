# karth — bu oyunun takipçisinin sözleri (tr). Anahtarlar her dilde aynı olmalı.

rule-karth-factions = { $count } oyuncunun her biri için bir taraf verin ya da hiç vermeyin.
rule-karth-goal = Kazanma eşikleri pozitif sayılardır.
rule-karth-player-out = { $player } oyun dışı.
rule-karth-positive = Miktar en az 1 olmalı.
rule-karth-negative = Bu sayı negatif olamaz.
rule-karth-no-unit = Savaş alanında { $unit } numaralı birim yok.
rule-karth-overspend = { $player } oyuncusunun { $have } { $resource } var; { $amount } harcayamaz.
rule-karth-not-your-turn = Toplama sırası { $player } oyuncusunda değil.
rule-karth-collected = { $player } bu tur altın ve SE'yi zaten topladı.
rule-karth-decline = Altınını yalnızca Altın Sandık yeteneği olan gizli bir kahraman reddedebilir ({ $unit } reddedemez).
rule-karth-nobody-left = Turu alacak kimse kalmadı.
rule-karth-unit-unknown = “{ $unit }” henüz görülmedi: can puanını, SE'sini, Öldürme Puanını ve ödülünü girin.
rule-karth-who-killed = { $unit } bununla ölüyor: Öldürme Puanı ve ödülün kime yazılacağını söyleyin.
rule-karth-own-kill = Bir oyuncu kendi { $unit } biriminin Öldürme Puanını almaz.
log-karth-resource = Tur { $turn }: { $player } { $resource } { $old } → { $new }
log-karth-collect = Tur { $turn }: { $player } topluyor: altın { $gold_old } → { $gold_new }, SE { $se_old } → { $se_new }
log-karth-end-turn = Tur { $turn }: { $side } turu bitiriyor; sıra { $next } tarafında.
log-karth-add-unit = Tur { $turn }: { $player } { $unit } birimini savaş alanına getiriyor ({ $hp } can).
log-karth-damage = Tur { $turn }: { $unit } ({ $owner }) { $amount } hasar alıyor, can { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Öldüren { $killer }: +{ $kp } ÖP, +{ $bounty } altın.
    }
log-karth-hit = Tur { $turn }: { $base } + { $bonus } − { $resistance }, %{ $percent } = { $unit } ({ $owner }) birimine { $amount } hasar, can { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Öldüren { $killer }: +{ $kp } ÖP, +{ $bounty } altın.
    }
log-karth-heal = Tur { $turn }: { $unit } iyileşiyor, can { $old } → { $new }.
log-karth-mark = Tur { $turn }: { $unit } artık: { $flags }.
log-karth-remove = Tur { $turn }: { $unit } ({ $player }) savaş alanından ayrılıyor.
log-karth-buy-back = Tur { $turn }: { $player } { $item } eşyasını geri alıyor, altın { $old } → { $new }.
log-karth-knock-out = Tur { $turn }: { $player } oyun dışı kaldı: tüm doğma noktaları alındı.
log-karth-concede = Tur { $turn }: { $player } pes ediyor.
win-karth-gold = { $side } { $gold } harcanmamış altına ulaştı (hedef { $goal }).
win-karth-kp = { $side } { $kp } Öldürme Puanına ulaştı (hedef { $goal }).
win-karth-last-standing = Ayakta kalan son taraf { $side }.
win-karth-nobody = Herkes oyun dışı: kazanan yok.
label-karth-gold = Altın
label-karth-se = SE
label-karth-kp = ÖP
label-karth-units = Birim
label-karth-team-gold = Takım altını
label-karth-team-kp = Takım ÖP
remark-karth-knocked-out = oyun dışı
remark-karth-conceded = pes etti
remark-karth-to-play = { $turn }. turu oynuyor
help-karth-1v1 = Kural kitabı 1v1 Klasik için eşik vermiyor: Tablekeeper herkes-herkese eşiklerini kullanır (40 harcanmamış altın ya da 25 Öldürme Puanı). Masanız başka oynuyorsa burada değiştirin.
help-karth-damage = Hasar yardımcısı (s.9): temel hasar + bonuslar − hedefin ilgili direnci (fiziksel: AR, büyü: MR, zehir: PR); en az 1; kesirler yukarı yuvarlanır.
