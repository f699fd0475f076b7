# karth — bu oyunun takipçisinin sözleri (tr). Anahtarlar her dilde aynı olmalı.

rule-karth-factions = { $count } oyuncunun her biri için bir taraf verin ya da hiç vermeyin.
rule-karth-goal = Kazanma eşikleri pozitif sayılardır.
rule-karth-player-out = { $player } oyun dışı.
rule-karth-positive = Miktar en az 1 olmalı.
rule-karth-negative = Bu sayı negatif olamaz.
rule-karth-no-unit = Savaş alanında { $unit } numaralı birim yok.
rule-karth-overspend = { $player } oyuncusunun { $have } { $resource ->
        [gold] Altın
        [se] SE
       *[kp] ÖP
    } var; { $amount } harcayamaz.
rule-karth-not-your-turn = Toplama sırası { $player } oyuncusunda değil.
rule-karth-collected = { $player } bu tur altın ve SE'yi zaten topladı.
rule-karth-decline = Altınını yalnızca Altın Sandık yeteneği olan gizli bir kahraman reddedebilir ({ $unit } reddedemez).
rule-karth-nobody-left = Turu alacak kimse kalmadı.
rule-karth-unit-unknown = “{ $unit }” henüz görülmedi: can puanını, SE'sini, Öldürme Puanını ve ödülünü girin.
rule-karth-who-killed = { $unit } bununla ölüyor: Öldürme Puanı ve ödülün kime yazılacağını söyleyin.
rule-karth-own-kill = Bir oyuncu kendi { $unit } biriminin Öldürme Puanını almaz.
rule-karth-ally-kill = { $killer }, { $unit } biriminin takım arkadaşı: müttefik bir birim ölünce öldürmeyi ve ödülü rakip alır.
rule-karth-collect-first = { $player } bu tur zaten oynadı: altın ve SE toplamak turun ilk adımıdır.
log-karth-resource = Tur { $turn }: { $player } { $resource ->
        [gold] Altın
        [se] SE
       *[kp] ÖP
    } { $old } → { $new }
log-karth-collect = Tur { $turn }: { $player } topluyor: altın { $gold_old } → { $gold_new }, SE { $se_old } → { $se_new }
log-karth-end-turn = Tur { $turn }: { $side } turu bitiriyor; sıra { $next } tarafında.
log-karth-add-unit = Tur { $turn }: { $player } { $unit } birimini savaş alanına getiriyor ({ $hp } can){ $cost ->
        [0] .
       *[other] {""}, { $cost } altına; Altın { $old } → { $new }.
    }
log-karth-damage = Tur { $turn }: { $unit } ({ $owner }) { $amount } hasar alıyor, can { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Öldüren { $killer }: +{ $kp } ÖP, +{ $bounty } altın.
    }
log-karth-hit = Tur { $turn }: { $base } + { $bonus } − { $resistance } { $kind ->
        [magic] MR
        [poison] PR
       *[physical] AR
    }, %{ $percent } = { $unit } ({ $owner }) birimine { $amount } hasar, can { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Öldüren { $killer }: +{ $kp } ÖP, +{ $bounty } altın.
    }
log-karth-heal = Tur { $turn }: { $unit } iyileşiyor, can { $old } → { $new }.
log-karth-mark = Tur { $turn }: { $unit } işaretlendi{ $hidden ->
        [1] , gizli
       *[other] {""}
    }{ $stunned ->
        [1] , sersem
       *[other] {""}
    }{ $new ->
        [1] , yeni doğmuş
       *[other] {""}
    }
log-karth-remove = Tur { $turn }: { $unit } ({ $player }) savaş alanından ayrılıyor.
log-karth-buy-back = Tur { $turn }: { $player } { $item } eşyasını geri alıyor, altın { $old } → { $new }.
log-karth-knock-out = Tur { $turn }: { $player } oyun dışı kaldı: tüm doğma noktaları alındı.
log-karth-concede = Tur { $turn }: { $player } pes ediyor.
win-karth-gold = { $side } { $gold } harcanmamış altına ulaştı (hedef { $goal }).
win-karth-kp = { $side } { $kp } Öldürme Puanına ulaştı (hedef { $goal }).
win-karth-last-standing = Ayakta kalan son taraf { $side }.
win-karth-last-after = { $quitter } { $why ->
        [conceded] pes etti
       *[other] oyun dışı kaldı
    }; ayakta kalan son taraf { $side }.
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

## Pencere
ui-karth-mode = Mod
ui-karth-classic = 1v1 Klasik
ui-karth-two-v-two = 2v2 Takım
ui-karth-free-for-all = Herkes herkese (3–4)
ui-karth-factions = Taraflar (değiştirmek için tıklayın)
ui-karth-allegiance = Allegiance (Elf)
ui-karth-shard = Shard (Goblin)
ui-karth-goals = Kazanma eşikleri
ui-karth-gold-goal = Kazandıran harcanmamış altın
ui-karth-kp-goal = Kazandıran Öldürme Puanı
ui-karth-teams-help = 2v2: ilk iki oyuncu bir takım, son iki oyuncu diğeri; altın oyuncu başına tutulur ama takım toplam altın ve Öldürme Puanıyla kazanır.
ui-karth-turn = Tur { $turn }: sıra { $side } tarafında
ui-karth-team-totals = { $side }: altın { $gold } / { $gold_goal }, ÖP { $kp } / { $kp_goal }
ui-karth-collect = Topla: +{ $gold } altın, +{ $se } SE
ui-karth-cemetery = Mezarlık: { $units }
ui-karth-knock-out = oyun dışı
ui-karth-concede = pes et
ui-karth-hidden = gizli
ui-karth-stunned = sersem
ui-karth-new = yeni
ui-karth-new-unit = { $player } için yeni birim (başka birini seçmek için oyuncu adına tıklayın):
ui-karth-hp = Can
ui-karth-bounty = ödül
ui-karth-coffers = Altın Sandık
ui-karth-hire-cost = bedel (altın)
ui-karth-add-unit = Birim ekle
ui-karth-known = Daha önce görülenler:
ui-karth-base = temel
ui-karth-bonus = bonus
ui-karth-resistance = direnç
ui-karth-hit = Vur
ui-karth-killer = Öldürme şuna yazılır:
ui-karth-keys = Tuşlar: Yukarı/Aşağı oyuncu seçer, Sol/Sağ Altın, SE veya ÖP seçer, + ve − değiştirir, C toplar, E turu bitirir, Ctrl+Z geri alır.

## Raporlar
detail-karth-goals = Kazanma: { $gold } harcanmamış altın ya da { $kp } Öldürme Puanı (2v2: takım toplamları); ya da ayakta kalan son olmak.
detail-karth-unit = Birim #{ $id } { $unit } ({ $owner }): { $hp }/{ $max } can{ $hidden ->
        [1] , gizli
       *[other] {""}
    }{ $stunned ->
        [1] , sersem
       *[other] {""}
    }{ $new ->
        [1] , yeni doğmuş
       *[other] {""}
    }
ui-karth-collect-declining = Topla, gizli kahramanların sandıklarını reddederek: +{ $gold } altın, +{ $se } SE
ui-karth-kind = Hasar türü:
ui-karth-physical = fiziksel (AR)
ui-karth-magic = büyü (MR)
ui-karth-poison = zehir (PR)
ui-karth-buy-back = { $player } bir eşyayı geri alıyor:
ui-karth-item = eşya
ui-karth-cost = altın
ui-karth-buy = Geri al
piece-karth-unit = Birim #{ $id }
label-karth-hp = Can
label-karth-max-hp = Azami can
remark-karth-stunned = sersem
remark-karth-hidden = gizli
remark-karth-new = yeni
