# karth — bu oyunun takipçisinin sözleri (tr). Anahtarlar her dilde aynı olmalı.

rule-karth-factions = { $count } oyuncunun her biri için bir taraf verin ya da hiç vermeyin.
rule-karth-goal = Kazanma eşikleri pozitif sayılardır.
rule-karth-player-out = { $player } oyun dışı.
rule-karth-positive = Miktar en az 1 olmalı.
rule-karth-negative = Bu sayı negatif olamaz.
rule-karth-no-unit = Savaş alanında { $unit } numaralı birim yok.
rule-karth-overspend = { $player } oyuncusunun { $have } { $resource ->
        [gold] Altın
        [se] RE
       *[kp] ÖP
    } var; { $amount } harcayamaz.
rule-karth-not-your-turn = Toplama sırası { $player } oyuncusunda değil.
rule-karth-collected = { $player } bu tur altın ve RE'yi zaten topladı.
rule-karth-decline = Altınını yalnızca { -golden-coffers } yeteneği olan gizli bir kahraman reddedebilir ({ $unit } reddedemez).
rule-karth-nobody-left = Turu alacak kimse kalmadı.
rule-karth-unit-unknown = “{ $unit }” henüz görülmedi: can puanını, RE'sini, Öldürme Puanını ve ödülünü girin.
rule-karth-who-killed = { $unit } bununla ölüyor: Öldürme Puanı ve ödülün kime yazılacağını söyleyin.
rule-karth-own-kill = Bir oyuncu kendi { $unit } biriminin Öldürme Puanını almaz.
rule-karth-ally-kill = { $killer }, { $unit } biriminin takım arkadaşı: müttefik bir birim ölünce öldürmeyi ve ödülü rakip alır.
rule-karth-collect-first = { $player } bu tur zaten oynadı: altın ve RE toplamak turun ilk adımıdır.
log-karth-resource = Tur { $turn }: { $player } { $resource ->
        [gold] Altın
        [se] RE
       *[kp] ÖP
    } { $old } → { $new }
log-karth-collect = Tur { $turn }: { $player } topluyor: altın { $gold_old } → { $gold_new }, RE { $se_old } → { $se_new }
log-karth-end-turn = Tur { $turn }: { $side } turu { $members ->
       *[one] bitiriyor
        [other] bitiriyorlar
    }; sıra { $next } tarafında.
log-karth-add-unit = Tur { $turn }: { $player } { $unit } birimini savaş alanına getiriyor ({ $hp } can){ $cost ->
        [0] .
       *[other] {""}, { $cost } altına; Altın { $old } → { $new }.
    }
log-karth-damage = Tur { $turn }: { $unit } ({ $owner }) { $amount } hasar alıyor, can { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Öldüren { $killer }: +{ $kp } ÖP, +{ $bounty } altın.
    }
log-karth-hit = Tur { $turn }: { $base } + { $bonus } − { $resistance } { $kind ->
        [magic] büyü direnci
        [poison] zehir direnci
       *[physical] zırh
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
log-karth-buy-back = Tur { $turn }: { $player } { $item } eşyasını geri satın alıyor, altın { $old } → { $new }.
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
label-karth-se = RE
label-karth-kp = ÖP
label-karth-units = Birim
label-karth-team-gold = Takım altını
label-karth-team-kp = Takım ÖP
remark-karth-knocked-out = oyun dışı
remark-karth-conceded = pes etti
remark-karth-to-play = { $turn }. turu oynuyor
help-karth-1v1 = Kural kitabı 1'e 1 Klasik için eşik vermiyor: Tablekeeper herkes-herkese eşiklerini kullanır (40 harcanmamış altın ya da 25 Öldürme Puanı). Masanız başka oynuyorsa burada değiştirin.
help-karth-damage = Hasar (s.9): temel + ekler − hedefin o hasar türüne direnci (fiziksel: zırh, büyü: büyü direnci, zehir: zehir direnci); en az 1; kesirler yukarı yuvarlanır.

## Pencere
ui-karth-mode = Mod
ui-karth-classic = 1'e 1 Klasik
ui-karth-two-v-two = 2'ye 2 Takım
ui-karth-free-for-all = Herkes herkese (3–4)
ui-karth-factions = Taraflar (değiştirmek için tıklayın)
ui-karth-allegiance = Allegiance (Elfler)
ui-karth-shard = Shard (Goblinler)
ui-karth-first = İlk oynayan
ui-karth-goals = Kazanma eşikleri
ui-karth-gold-goal = Kazandıran harcanmamış altın
ui-karth-kp-goal = Kazandıran Öldürme Puanı
ui-karth-teams-help = 2'ye 2: ilk iki oyuncu bir takım, son iki oyuncu diğeri; altın oyuncu başına tutulur ama takım toplam altın ve Öldürme Puanıyla kazanır.
ui-karth-turn = Tur { $turn }: { $side } { $members ->
        [one] oynuyor
       *[other] oynuyorlar
    }
ui-karth-team-line = Takım: { $gold } / { $gold_goal } altın · { $kp } / { $kp_goal } ÖP
ui-karth-collect = Topla
ui-karth-collect-gives = +{ $gold } altın, +{ $se } RE
ui-karth-cemetery = { $count ->
        [one] Bir ölü: { $units }
       *[other] { $count } ölü: { $units }
    }
ui-karth-knock-out = Oyun dışı
ui-karth-knock-out-ask = Oyun dışı mı?
ui-karth-concede = Pes et
ui-karth-concede-ask = Pes mi?
ui-karth-hidden = gizli
ui-karth-stunned = sersem
ui-karth-new = yeni
ui-karth-new-unit-for = Yeni birim kimin:
ui-karth-hp = Can
ui-karth-bounty = ödül
ui-karth-coffers = { -golden-coffers }
ui-karth-hire-cost = bedel (altın)
ui-karth-add-unit = Birim ekle
ui-karth-known = Daha önce görülenler:
ui-karth-known-card = + { $unit }{ $cost ->
        [0] {""}
       *[other] {" "}· { $cost } altın
    }
ui-karth-base = temel
ui-karth-bonus = ek
ui-karth-resistance = direnç
ui-karth-hit = Vur
ui-karth-killer = Öldüren:
ui-karth-keys = Tuşlar: ↑↓ oyuncu · ←→ Altın, RE, ÖP · + − değiştir · Tab sonraki alan · Alt+C topla · Alt+X gizli sandıklar hariç topla · Alt+E turu bitir · Alt+N yeni birim · Alt+G { -golden-coffers } · Alt+1…9 daha önce görülen bir kart · Alt+T sonraki birimi hedef seç (Alt+Shift+T önceki) · rakamlar temel hasar, Enter vur · Alt+− Alt++ canı · Alt+H gizli · Alt+S sersem · Alt+W yeni · Alt+R kaldır · Alt+P, M, O Zırh, Büyü, Zehir · Alt+I öldüren · Alt+D hasar · Alt+B oyuncu · Alt+K oyun dışı, Alt+Q pes et (iki kez: evet) · Esc hedefi bırakır, alandan çıkar · Ctrl+Z geri al
ui-karth-keys-button = Tuşlar

## Raporlar
detail-karth-goals = Kazanma: { $gold } harcanmamış altın ya da { $kp } Öldürme Puanı (2’ye 2: takım toplamları); ya da ayakta kalan son olmak.
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
ui-karth-collect-declining = Topla, gizli sandıklar hariç
ui-karth-physical = Zırh
ui-karth-magic = Büyü
ui-karth-poison = Zehir
ui-karth-buy-back = { $player } bir eşyayı geri satın alıyor:
ui-karth-item = eşya
ui-karth-cost = altın
ui-karth-buy = Geri satın al
piece-karth-unit = Birim #{ $id }
label-karth-hp = Can
label-karth-max-hp = Azami can
remark-karth-stunned = sersem
remark-karth-hidden = gizli
remark-karth-new = yeni
ui-karth-allegiance-short = Elf
ui-karth-shard-short = Goblin
ui-karth-collect-tip = Toplamak turun ilk adımıdır (Alt+C).
ui-karth-gone = ✝ { $unit } (gitti)
ui-karth-hp-left = { $left }/{ $max } can
ui-karth-tab-unit = Yeni birim
ui-karth-tab-damage = Hasar
ui-karth-tab-player = Oyuncu
ui-karth-leave = { $player } oyundan çıkıyor:
ui-karth-end-turn = Turu bitir
ui-karth-no-target = Hedef: koltuğundaki bir birimin adına tıklayın.
ui-karth-target = Hedef: { $unit } ({ $owner })
ui-karth-pick-target = Önce bir hedef seçin: koltuğundaki bir birimin adına tıklayın.
help-karth-buy-back = Bir birim ölünce sahibi, kuşandığı bir eşyayı değeri kadar altınla geri satın alabilir.
ui-karth-why-out = oyun dışı
ui-karth-why-turn = sırası değil
ui-karth-why-collected = toplandı ✓
ui-karth-why-acted = zaten oynadı
