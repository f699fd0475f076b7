# kings-armory — The King's Armory takipçisinin sözleri (tr). Anahtarlar her dilde aynı olmalı.

## Kurulum
rule-kings_armory-hero-count = { -kings-armory } 1 ile { $max } kahramanla oynanır ({ $count } olurdu).
rule-kings_armory-setup-number = “{ $field }” { $min } ile { $max } arasında olmalı ({ $value }).
rule-kings_armory-waves = Bir oyun 5 dalga (standart) ya da 7 dalga (mega) sürer, { $waves } değil.
rule-kings_armory-bosses = İki boss yalnızca 7 dalgalı oyunda olur; yoksa son dalgada bir boss vardır.
rule-kings_armory-mini-boss = 5. dalgada boss (mini boss) yalnızca 7 dalgalı oyunda olur.
rule-kings_armory-gauntlet-gate = { -gauntlet(case: "locative") } Kale Kapısı her zaman { $gate } canla başlar.
rule-kings_armory-solo-gold = İlk dalgadan önceki 150 altın, tek kahramanlı solo oyun içindir.
rule-kings_armory-jump-gate = { $wave }. dalgadan Hızlı Başlangıç Kale Kapısından { $damage } can düşer: kapıyı { $damage } candan fazlasıyla başlatın.
rule-kings_armory-role = Hızlı Başlangıç, { $hero } kahramanının saldırgan mı destek mi olduğunu bilmeli (D1): hangisi olduğunu söyleyin.
rule-kings_armory-wave-standard = Standart oyun 1. dalgadan başlar: dalgayı yalnızca Hızlı Başlangıç, Tek Dalga ya da { -gauntlet } için verin.
rule-kings_armory-wave-missing = Hangi dalganın oynanacağını söyleyin (Hızlı Başlangıç: 2–7; Tek Dalga ve { -gauntlet }: 1–7).
rule-kings_armory-three-stars-one-wave = 3 Yıldız bir dalgadan sonraki ödül kartlarını değiştirir; Tek Dalga ve { -gauntlet(case: "locative") } sonrası yoktur.
rule-kings_armory-row-unused = { $table } tablosunun satırı yalnızca kendi varyantında geçerlidir: çıkarın.
rule-kings_armory-row-missing = Kılavuz { $table } tablosunu yalnızca 2–4 kahraman için verir; { $heroes } kahramanla sayıları kendiniz girin (yayıncının sitesinden).
rule-kings_armory-towers-from-table = { -gauntlet(case: "locative") } başlangıç kuleleri H-3 tablosundan gelir: “Başlangıç kuleleri” alanını boş bırakın.
rule-kings_armory-towers-missing = Kaç kuleyle başladığınızı söyleyin (Dalga Kartındaki Kahraman Ölçek Tablosu).

## Oyunda retler
rule-kings_armory-positive = Sayı en az 1 olmalı ({ $amount }).
rule-kings_armory-negative = Bu sayı negatif olamaz ({ $amount }).
rule-kings_armory-not-in-wave = Şu an oynanan bir dalga yok.
rule-kings_armory-foes-round-only = Canavarlar düşman turunda girer, bakım yapar ve saldırır.
rule-kings_armory-between-only = Bu, Dalgalar Arası Evrede yapılır.
rule-kings_armory-shop-closed = Altın ilk dalgadan önce ve dalgalar arasında harcanır ({ -gauntlet(case: "locative") } her düşman turundan sonra); dalga sırasında yalnızca takviye kartı alınabilir.
rule-kings_armory-gold = { $item ->
        [tower] Bir kule
        [unlock] Ekipman kilidi açmak
        [equipment] Yeni ekipman
        [reinforcement] Bir takviye kartı
        [armory] Cephanelik Kartı
        [level_up] Seviye atlatmak
        [foot_soldier] Bir Piyade
        [archer] Bir Okçu
        [sorcerer] Bir Büyücü
        [psionicist] Bir Psiyonik
       *[cleric] Bir Rahip
    } { $price } altın tutar; takımın { $gold } altını var.
rule-kings_armory-no-hero = { $hero } numaralı kahraman yok.
rule-kings_armory-hero-left = { $hero } oyundan ayrıldı.
rule-kings_armory-no-hireable = { $hireable } numaralı paralı asker yok.
rule-kings_armory-hireable-gone = { $name } yenildi ve oyundan çıktı.
rule-kings_armory-no-monster = Tahtada #{ $monster } numaralı canavar yok.
rule-kings_armory-game-over = Oyun bitti.
rule-kings_armory-knocked-out = { $hero } dalgalar arasındaki iyileşmeye kadar baygın.
rule-kings_armory-immune = { $who } { $kind ->
        [melee] yakın dövüş
        [ranged] menzilli
        [supernatural] doğaüstü
       *[non_resistible] direnilemez
    } hasara bağışık.
rule-kings_armory-full-hp = { $who } tam canda.
rule-kings_armory-no-status = { $who } üzerinde { $status ->
        [bleed] Kanama
        [burn] Yanık
        [slow] Yavaşlama
        [stun] Sersemleme
       *[bless] Kutsama
    } jetonu yok.
rule-kings_armory-boss-instant = Bosslar anında yenilmeye bağışıktır ({ $who }); hasar verin.
rule-kings_armory-boss-level = Bossun 1–5 seviyesi yoktur: seviyeyi çıkarın.
rule-kings_armory-level-missing = Canavarın seviyesini verin, 1–5 (ya da boss olarak işaretleyin).
rule-kings_armory-level = Canavar seviyeleri 1 ile 5 arasındadır ({ $level } değil).
rule-kings_armory-too-many-monsters = Bu oyunda daha fazla canavar numaralanamaz.
rule-kings_armory-gauntlet-boss = { -gauntlet(case: "locative") } her { $every } düşman turunda bir boss gelir, her seferinde bir tane.
rule-kings_armory-no-boss = { $bosses ->
        [0] { $wave }. dalgada boss yok.
        [one] { $wave }. dalganın bossu zaten girdi.
       *[other] { $wave }. dalganın iki bossu da zaten girdi.
    }
rule-kings_armory-status-immune = { $who } { $status ->
        [bleed] Kanamaya
        [burn] Yanığa
        [slow] Yavaşlamaya
        [stun] Sersemlemeye
       *[bless] Kutsamaya
    } bağışık.
rule-kings_armory-status-cap = { $who } üzerinde zaten { $cap } { $status ->
        [bleed] Kanama
        [burn] Yanık
        [slow] Yavaşlama
        [stun] Sersemleme
       *[bless] Kutsama
    } jetonu var, taşıyabileceği en fazla sayı.
rule-kings_armory-upkeep-done = { $who } bu tur bakımını yaptı.
rule-kings_armory-upkeep-nothing = { $who } üzerinde çözülecek Kanama, Yanık ya da Sersemleme yok.
rule-kings_armory-rolls = “x” canavarı en az iki kez atar (x2, x3…), { $rolls } kez değil.
rule-kings_armory-never-enters = Bosslar ve kuşatma araçları Kale Kapısından asla içeri girmez ({ $who }): durdukları yerden saldırırlar.
rule-kings_armory-jump-requires = { $wave }. dalgadan Hızlı Başlangıç ilk dalgadan önce { $need } { $what ->
        [towers] ek kule
        [equipment] kilidi açık ekipman
       *[hireables] paralı asker
    } ister (şu an { $have }).
rule-kings_armory-jump-hold = Başlangıç ödülleri ilk dalgadan önce harcanır, en fazla { $hold } altın saklanabilir (takımda { $gold } var).
rule-kings_armory-wave-on = Zaten bir dalga oynanıyor.
rule-kings_armory-heal-first = Dalgalar arasında 1. adım iyileşmedir: önce onu uygulayın.
rule-kings_armory-cards-due = Önce { $cards } başlangıç ödül kartını girin.
rule-kings_armory-healed = Bu Dalgalar Arası Evrenin iyileşme adımı yapıldı.
rule-kings_armory-gauntlet-endless = { -gauntlet(case: "genitive") } dalgası hiç bitmez.
rule-kings_armory-foes-standing = Tahtada hâlâ { $count } canavar var.
rule-kings_armory-no-foes-yet = Bu dalgada henüz düşman girmedi.
rule-kings_armory-boss-to-come = Dalganın { $due } bossundan { $entered } tanesi girdi: dalga, boss gelip yenilince biter.
rule-kings_armory-hire-cap = Bu oyunda { $cap } { $class ->
        [foot_soldier] Piyade
        [archer] Okçu
        [sorcerer] Büyücü
        [psionicist] Psiyonik
       *[cleric] Rahip
    } kiralandı, olabilecek en fazla sayı (yenilenler yeniden kiralanamaz).
rule-kings_armory-max-level = { $who } zaten 3. seviyede.
rule-kings_armory-jump-level = İlk Hızlı Başlangıç dalgasından önce paralı askerler en fazla { $max }. seviyeye çıkar ({ $who }).
rule-kings_armory-last-hero = Son kahraman ayrılamaz.
rule-kings_armory-hero-here = { $who } masada.
rule-kings_armory-hero-played = { $who } bu oyunda oynandı: oynanmamış bir kahraman seçin (ayrılan kahraman olduğu gibi geri döner).
rule-kings_armory-no-reward-due = Ödül kartları dalgalar arasında çekilir.
rule-kings_armory-reward-value = Ödül kartları 50, 100, 150 ya da 250 altın değerindedir ({ $value } değil).
rule-kings_armory-no-tower = Kule kalmadı.
rule-kings_armory-unlocked-both = { $who } kahramanının iki ekipmanının da kilidi açık.
rule-kings_armory-equipment-locked = Yeni ekipman, bir kahraman iki başlangıç ekipmanının kilidini açınca satışa çıkar.
rule-kings_armory-no-equipment = Takımın satacak kilidi açık ekipmanı yok.
rule-kings_armory-reinforcement-cap = Takım şu an en fazla { $cap } takviye kartı tutabilir: önce birini oynayın.
rule-kings_armory-no-reinforcement = Takımın takviye kartı yok.
rule-kings_armory-armory-jump = Hızlı Başlangıçta bütün bir dalga oynanana kadar Cephanelik Kartı alınamaz.
rule-kings_armory-armory-held = Takımda zaten Cephanelik Kartı var: önce onu kullanın.
rule-kings_armory-no-armory = Takımın Cephanelik Kartı yok.

## Kayıt
log-kings_armory-gate-falls = Kale Kapısı düştü.
log-kings_armory-heroes-fall = Bütün kahramanlar baygın.
log-kings_armory-defeated = { $who } { $kind ->
        [hero] bayıldı.
        [hireable] yenildi ve oyundan çıktı.
       *[other] yenildi.
    }
log-kings_armory-damage = { $who } { $dealt } { $kind ->
        [melee] yakın dövüş
        [ranged] menzilli
        [supernatural] doğaüstü
       *[non_resistible] direnilemez
    } hasar alıyor, dirençten sonra { $taken }: can { $old } → { $new }.
log-kings_armory-heal = { $who } iyileşiyor: can { $old } → { $new }.
log-kings_armory-status-off = { $who }: { $status ->
        [bleed] Kanama
        [burn] Yanık
        [slow] Yavaşlama
        [stun] Sersemleme
       *[bless] Kutsama
    } { $old } → { $new }.
log-kings_armory-instant-defeat = { $who } anında yenildi.
log-kings_armory-enters = { $who } giriyor ({ $level ->
        [0] boss
       *[other] { $level }. seviye
    }, { $hp } can).
log-kings_armory-status-on = { $who }: { $status ->
        [bleed] Kanama
        [burn] Yanık
        [slow] Yavaşlama
        [stun] Sersemleme
       *[bless] Kutsama
    } { $old } → { $new }.
log-kings_armory-status-swap = { $who }: yeni { $status ->
        [bleed] Kanama
        [burn] Yanık
        [slow] Yavaşlama
        [stun] Sersemleme
       *[bless] Kutsama
    } bir { $other ->
        [bleed] Kanamayı
        [burn] Yanığı
        [slow] Yavaşlamayı
        [stun] Sersemlemeyi
       *[bless] Kutsamayı
    } kaldırıyor ({ $new } kaldı).
log-kings_armory-upkeep = { $who } bakımı: { $bleed } Kanama + { $burn } Yanık = { $damage } direnilemez hasar, can { $old } → { $new }.
log-kings_armory-burn-immune = { $who } doğaüstü hasara bağışık: Yanığı hasar vermez.
log-kings_armory-stun-skips = { $who } Sersemleme jetonunu kaybediyor ve turunun kalanını atlıyor.
log-kings_armory-reach-gate = { $who } Kale Kapısına ulaşıyor: { $damage }{ $plus ->
        [0] {""}
       *[other] {" "}+ { $plus }
    } hasar{ $rolls ->
        [0] {""}
       *[other] {" "}× { $times } (x{ $rolls })
    }, kapı { $old } → { $new }; Cephaneliğin savunucuları işini bitiriyor.
log-kings_armory-attack-gate = { $who } Kale Kapısına saldırıyor: { $damage }{ $plus ->
        [0] {""}
       *[other] {" "}+ { $plus }
    } hasar{ $rolls ->
        [0] {""}
       *[other] {" "}× { $times } (x{ $rolls })
    }, kapı { $old } → { $new }.
log-kings_armory-wave-starts = { $gauntlet ->
        [1] { -gauntlet } { $wave }. dalgada başlıyor: 1. düşman turu.
       *[other] { $waves } dalganın { $wave }. dalgası başlıyor: 1. düşman turu.
    }
log-kings_armory-players-round = { $round }. oyuncu turu.
log-kings_armory-foes-round = { $round }. düşman turu.
log-kings_armory-unbless = { $who } üzerindeki Kutsama jetonu kalktı.
log-kings_armory-gauntlet-rewards = { $round }. düşman turu atlatıldı: { $cards } ödül kartı çekin.
log-kings_armory-revived = { $who } { $hp } canla ayağa kalkıyor.
log-kings_armory-healed = { $who } iyileşiyor: can { $old } → { $new }.
log-kings_armory-heal-step = Dalgalar arası, 1. adım: iyileşme ({ $healed } iyileşti, { $revived } ayağa kalktı).
log-kings_armory-wave-ends = { $wave }. dalga kazanıldı: bütün düşmanlar yenildi.
log-kings_armory-victory = Kralın Cephaneliği ayakta, kapı { $gate } canda.
log-kings_armory-mini-boss-cards = Mini boss yenildi: 2 ödül kartı daha çekin.
log-kings_armory-star-gate = 3 Yıldız: +1 ödül kartı, Kale Kapısı hasar almadı.
log-kings_armory-star-allies = 3 Yıldız: +1 ödül kartı, hiçbir kahraman ya da paralı asker hasar almadı.
log-kings_armory-star-lost = 3 Yıldız: −{ $cards } ödül kartı, kapı { $damage } hasar aldı (her 3 hasar ya da kesri için bir kart).
log-kings_armory-star-total = Bu dalgadan sonra 3 Yıldız: { $cards ->
        [0] ödül kartlarında değişiklik yok.
       *[other] net { $cards } ödül kartı.
    }
log-kings_armory-hire = { $who } adlı { $class ->
        [foot_soldier] Piyade
        [archer] Okçu
        [sorcerer] Büyücü
        [psionicist] Psiyonik
       *[cleric] Rahip
    } { $cost } altına kiralandı ({ $hp } can): altın { $old } → { $new }.
log-kings_armory-level-up = { $who } { $cost } altına { $level }. seviyeye çıkıyor (altın { $gold_old } → { $gold_new }) ve iyileşiyor: can { $old } → { $new }.
log-kings_armory-hero-leaves = { $player } ayrılıyor; { $who } { $hp } canla çekiliyor.
log-kings_armory-hero-returns = { $who }, { $player } ile { $hp } canla geri dönüyor.
log-kings_armory-hero-joins = { $player }, { $who } ile katılıyor: { $max } canın { $hp } kadarı ({ $wave }. dalga başlamak üzere).
log-kings_armory-reward = { $value } altınlık ödül kartı: altın { $old } → { $new }.{ $due ->
        [0] {""}
       *[other] {" "}Girilecek { $due } kart daha var.
    }
log-kings_armory-build-tower = Bir kule kuruldu: altın { $old } → { $new }, { $towers } kule.
log-kings_armory-sell-tower = Bir kule satıldı: altın { $old } → { $new }, { $towers } kule.
log-kings_armory-tower-destroyed = Bir kule yıkıldı: { $towers } kaldı.
log-kings_armory-unlock = { $who } bir ekipmanın kilidini açıyor (2'de { $unlocked }): altın { $old } → { $new }.{ $opens ->
        [1] {" "}Yeni ekipman artık satışta.
       *[other] {""}
    }
log-kings_armory-buy-equipment = Yeni ekipman alındı: altın { $old } → { $new }.
log-kings_armory-sell-equipment = Ekipman satıldı: altın { $old } → { $new }.
log-kings_armory-buy-reinforcement = Bir takviye kartı alındı: altın { $old } → { $new }, elde { $held }.
log-kings_armory-play-reinforcement = Bir takviye kartı oynandı (elde { $held }).
log-kings_armory-buy-armory = Cephanelik Kartı { $price } altına alındı: altın { $old } → { $new }.
log-kings_armory-play-armory = Cephanelik Kartı oynandı.

## Son
win-kings_armory-victory = { $waves } dalganın bütün düşmanları, bosslar da, yenildi ve Kale Kapısı { $max } canın { $gate } kadarıyla ayakta.
win-kings_armory-gate = { $gauntlet ->
        [1] Kale Kapısı { -gauntlet(case: "genitive") } { $round }. düşman turunda düştü; masa { $score } düşman turu dayandı.
       *[other] Kale Kapısı { $wave }. dalgada 0 cana indi.
    }
win-kings_armory-heroes = { $gauntlet ->
        [1] { -gauntlet(case: "genitive") } { $round }. turunda bütün kahramanlar bayıldı; masa { $score } düşman turu dayandı.
       *[other] { $wave }. dalgada bütün kahramanlar bayıldı.
    }

## Sıralama ve raporlar
label-kings_armory-hp = Can
label-kings_armory-max-hp = En fazla can
label-kings_armory-heal-rate = İyileşme hızı
label-kings_armory-gate = Kale Kapısı
label-kings_armory-gate-max = Kapı en fazla
label-kings_armory-gold = Altın
label-kings_armory-wave = Dalga
label-kings_armory-waves = Dalgalar
label-kings_armory-round = Tur
label-kings_armory-towers = Kuleler
label-kings_armory-reinforcements = Takviyeler
label-kings_armory-armory = Cephanelik Kartı
label-kings_armory-equipment = Kilidi açık ekipman
label-kings_armory-score = { $gauntlet ->
        [1] Atlatılan düşman turları
       *[other] 3 Yıldız kartları
    }
remark-kings_armory-hero = { $hero }{ $state ->
        [knocked_out] , baygın
        [left] , oyundan ayrıldı
       *[other] {""}
    }
detail-kings_armory-gate = Kale Kapısı: { $max } canın { $hp } kadarı.
detail-kings_armory-gold = Takımın altını: { $gold }.
detail-kings_armory-where = { $phase ->
        [prepare] { $wave }. dalgadan önce.
        [between] Dalgalar arası, { $wave }. dalgadan önce.
       *[wave] { $waves ->
            [0] {""}
           *[other] { $waves } dalganın{" "}
        }{ $wave }. dalgası, { $round }. { $side ->
            [foes] düşman turu
           *[players] oyuncu turu
        }.
    }
detail-kings_armory-stock = Kuleler { $towers }, takviye kartları { $reinforcements }, Cephanelik Kartı { $armory }, kilidi açık ekipman { $equipment }.
detail-kings_armory-score = { $gauntlet ->
        [1] Atlatılan düşman turları: { $score }.
       *[other] 3 Yıldız: toplamda net { $score } ödül kartı.
    }
detail-kings_armory-reverse-hp = Ters can takibi: masada hasar jetonları yukarı sayılır.
detail-kings_armory-hireable = { $who }, { $class ->
        [foot_soldier] Piyade
        [archer] Okçu
        [sorcerer] Büyücü
        [psionicist] Psiyonik
       *[cleric] Rahip
    } { $level }. seviye: { $defeated ->
        [1] yenildi, oyundan çıktı
       *[other] { $max } canın { $hp } kadarı
    }.
detail-kings_armory-monster = { $who } ({ $level ->
        [0] boss
       *[other] { $level }. seviye
    }): { $max } canın { $hp } kadarı{ $bleed ->
        [0] {""}
       *[other] , Kanama { $bleed }
    }{ $burn ->
        [0] {""}
       *[other] , Yanık { $burn }
    }{ $slow ->
        [0] {""}
       *[other] , Yavaşlama { $slow }
    }{ $stun ->
        [0] {""}
       *[other] , sersemlemiş
    }{ $bless ->
        [0] {""}
       *[other] , kutsanmış
    }.

## Hatırlatmalar
reminder-kings_armory-gauntlet-foes = Bu düşman turunda { $foes } canavar geliyor.
reminder-kings_armory-boss-now = Bu düşman turunda, öbür canavarlar turlarını oynadıktan sonra bir boss geliyor.
reminder-kings_armory-delayed-rest = Gecikmeli giriş: dalganın kalan canavarları, tahtadakiler turlarını oynadıktan sonra şimdi giriyor.
reminder-kings_armory-cards-due = { $cards } ödül kartı çekip girin.
reminder-kings_armory-jump-start = İlk dalgadan önce: { $towers } ek kule, { $equipment } kilidi açık ekipman, { $hireables } paralı asker ({ $level }. seviyeye kadar), en fazla { $reinforcements } takviye kartı ve en fazla 200 altın saklanır.
reminder-kings_armory-heal-step = Dalgalar arası: iyileşme adımıyla başlayın.
reminder-kings_armory-stars = 3 Yıldız: { $cards ->
        [0] bu sefer ödül kartlarında değişiklik yok.
       *[other] bu sefer { $cards } ödül kartı.
    }
reminder-kings_armory-mini-boss-cards = Mini boss yenildi: 2 ödül kartı daha çekin.
reminder-kings_armory-boss-due = { $left ->
        [one] Boss
       *[other] İlk boss
    } { $round }. düşman turunda geliyor.
reminder-kings_armory-gauntlet-boss = Sonraki boss { $round }. düşman turunda geliyor.
reminder-kings_armory-towers = { $allies } müttefik var ama { $room } yer var (kule başına 3, siper başına 1): kule kurun ya da en yeni paralı askerler dalgayı dışarıda geçirir.
reminder-kings_armory-reinforcement-cap = Şimdilik en fazla { $cap } takviye kartı tutulabilir.
piece-kings_armory-monster = { $boss ->
        [1] Boss
       *[other] Canavar
    }
piece-kings_armory-hero = Kahraman
piece-kings_armory-hireable = Paralı asker
label-kings_armory-bleed = Kanama
label-kings_armory-burn = Yanık
label-kings_armory-slow = Yavaşlama
label-kings_armory-stun = Sersemleme
label-kings_armory-bless = Kutsama
remark-kings_armory-defeated = yenildi
remark-kings_armory-down = bayıldı
remark-kings_armory-left = oyundan ayrıldı

## Pencere
ui-ka-count = { $label }: { $n }
ui-ka-where = { $gauntlet ->
        [1] { -gauntlet }, { $wave }. seviye
       *[other] { $phase ->
            [prepare] { $wave }. dalgadan önce
            [between] Dalgalar arası
           *[wave] { $waves } dalganın { $wave }. dalgası
        }
    }
ui-ka-round = { $phase ->
        [prepare] Hazırlık: kuleler, alışveriş, kartlar
        [between] { $healed ->
            [1] İyileşme bitti: dükkân, sonra sıradaki dalga
           *[other] 1. adım: iyileşme
        }
       *[wave] { $side ->
            [foes] { $round }. düşman turu
           *[other] { $round }. oyuncu turu
        }
    }
ui-ka-score = { $gauntlet ->
        [1] { $score ->
            [one] { $score } düşman turu atlatıldı
           *[other] { $score } düşman turu atlatıldı
        }
       *[other] 3 Yıldız: net { $score ->
            [one] { $score } ödül kartı
           *[other] { $score } ödül kartı
        }
    }
ui-ka-wave-die = Dalga zarı{ $modifier ->
        [0] {""}
       *[other] {" "}{ $signed }
    }
ui-ka-wave-result = { $net } · { $odd ->
        [1] tek
       *[other] çift
    }
ui-ka-wave-tip = 12'lik zar { $natural } geldi{ $modifier ->
        [0] {""}
       *[other] , Kahraman Ölçek Tablosundan { $signed }
    }: { $net }, canavar { $odd ->
        [1] tek (sol)
       *[other] çift (sağ)
    } taraftan girer.
ui-ka-d20 = 20'lik zar
ui-ka-class-level = { $class ->
        [foot_soldier] Piyade
        [archer] Okçu
        [sorcerer] Büyücü
        [psionicist] Psiyonik
       *[cleric] Rahip
    } · { $level }. seviye
ui-ka-heal-rate-n = İyileşme hızı { $heal }
ui-ka-resist = Direnç { $resist }
ui-ka-resist-one = { $kind ->
        [melee] Y
        [ranged] M
       *[supernatural] D
    } { $n }
ui-ka-no-resist = Direnç yok
ui-ka-immunity = { $immunity ->
        [melee] yakın dövüş
        [ranged] menzilli
        [supernatural] doğaüstü
       *[everything] her şey
    }
ui-ka-resist-immune = { $resist } · bağışık: { $immune }
ui-ka-immune-line = Bağışık: { $immune }
ui-ka-token = { $status ->
        [bleed] Kanama { $n }
        [burn] Yanık { $n }
        [slow] Yavaşlama { $n }
        [stun] Sersem
       *[bless] Kutsanmış
    }
ui-ka-no-monsters = Tahtada canavar yok.
ui-ka-monster-kind = { $boss ->
        [1] Boss
       *[other] { $level }. seviye
    }{ $siege ->
        [1] , kuşatma aracı
       *[other] {""}
    }
ui-ka-hp-of = { $value }/{ $max } { $label }
ui-ka-gone = Bu tur tahtadan çıktı.
ui-ka-hit-tip = { $amount } { $kind ->
        [melee] yakın dövüş
        [ranged] menzilli
        [supernatural] doğaüstü
       *[non_resistible] direnilemez
    } hasar ver: dirençten sonra { $taken }.
ui-ka-keys = Tuşlar: ←→ canavar, ↑↓ müttefik, rakamlar miktar, Enter ya da − vur, + iyileştir · Alt+M, R, S, N türe göre hasar, H iyileştir, U bakım, G kapı, E tur, W dalga, A canavar girer, D dalga zarı, T 20'lik zar · Alt+Shift+G canavar girmeden kapıya saldırır · Alt+I anında yenildi · Alt+B dalgalar arası: adımın düğmesi, Alt+Shift+B bir adım geri · Alt+O dükkân, Alt+L müttefikler, Alt+C Dalga Kartı · Alt+1…5 seviye, Alt+0 boss, Alt+V kuşatma · Alt+− Alt++ dalga zarı değiştiricisi · Canavar, Dükkân, Müttefik ve Dalga Kartı sayfalarında ↑↓ (Hedef'te Alt+↑↓) bir düğmeyi ya da alanı vurgular: Enter ona basar, yazdıklarınız alana girer, Esc vurguyu kaldırır · Tab sonraki alan · Esc hedefi bırakır
ui-ka-keys-hint = Tuşlar: üzerine gelin
ui-ka-damage = hasar
ui-ka-gate-damage-taken = Kale Kapısının hasarı
ui-ka-start-wave = { $gauntlet ->
        [1] { -gauntlet(case: "accusative") } başlat
       *[other] { $wave }. dalgayı başlat
    }
ui-ka-next-round = { $side ->
        [foes] Düşman turunu bitir
        [players] Oyuncu turunu bitir
       *[other] Sonraki tur
    }
ui-ka-end-wave = { $wave }. dalgayı bitir
ui-ka-heal-step = İyileşme adımı
ui-ka-tab-target = Hedef
ui-ka-tab-enter = Canavar
ui-ka-tab-shop = Dükkân
ui-ka-tab-allies = Müttefik
ui-ka-no-target = Hedef seçilmedi
ui-ka-no-target-help = Bir canavarın kartına ya da bir müttefikin karesine tıklayın, ya da ←/→ ve ↑/↓ tuşlarını kullanın.
ui-ka-target = { $who }: { $value }/{ $max } { $label }
ui-ka-amount = Miktar
ui-ka-hit = { $kind ->
        [melee] Yakın dövüş
        [ranged] Menzilli
        [supernatural] Doğaüstü
       *[non_resistible] Direnilemez
    } −{ $taken }
ui-ka-heal = İyileştir +{ $amount }
ui-ka-status = { $status ->
        [bleed] Kanama
        [burn] Yanık
        [slow] Yavaşlama
        [stun] Sersemleme
       *[bless] Kutsama
    }
ui-ka-upkeep = Bakım: { $bleed } Kanama, { $burn } Yanık{ $stun ->
        [0] {""}
       *[other] , sersem
    }
ui-ka-instant = Anında yenildi
ui-ka-reach-gate = Kapıya ulaşır −{ $damage }
ui-ka-attack-gate = Kapıya saldırır −{ $damage }
ui-ka-gate-help = Canavarın hasarını kartındaki gibi yazın: 3, ya da “+” canavarı için 3+2, ya da 3 isabet atışlı “x” canavarı için 4x3; kapı bir “+” canavarının iki sayısını, bir “x” canavarının hasarını ise her iki atış için bir kez alır. Bosslar ve kuşatma araçları kapıya yalnızca saldırır.
ui-ka-boss = Boss
ui-ka-enter = Canavar girer
ui-ka-hp = Can
ui-ka-name-optional = Ad (isteğe bağlı)
ui-ka-resistances = Dirençler (boş: 0) ve bağışıklıklar
ui-ka-melee = Yakın dövüş
ui-ka-ranged = Menzilli
ui-ka-supernatural = Doğaüstü
ui-ka-siege = Kuşatma aracı
ui-ka-modifier = Dalga zarı düzeltmesi
ui-ka-modifier-help = Dalga Kartındaki Kahraman Ölçek Tablosundan (1 ya da 5 ve daha çok kahraman); giriş tarafı net sonuca göredir.
ui-ka-reward = +{ $value }
ui-ka-rewards-title = Ödül kartları · { $gold } altın{ $due ->
        [0] {""}
        [one] {" "}· girilecek { $due } kart
       *[other] {" "}· girilecek { $due } kart
    }
ui-ka-build-tower = Kur · { $price } altın
ui-ka-sell-tower = Sat · +{ $price } altın
ui-ka-tower-destroyed = Dalgada yıkıldı
ui-ka-buy-equipment = Yenisini al · { $price } altın
ui-ka-sell-equipment = Sat · +{ $price } altın
ui-ka-held = { $label }: { $n } / { $cap }
ui-ka-buy = Al · { $price } altın
ui-ka-play = Birini oyna
ui-ka-class-hired = { $class ->
        [foot_soldier] Piyade
        [archer] Okçu
        [sorcerer] Büyücü
        [psionicist] Psiyonik
       *[cleric] Rahip
    } { $hired }/{ $cap }
ui-ka-hire = Tut
ui-ka-hire-title = Paralı asker tut (kartındaki fiyat)
ui-ka-name = Ad
ui-ka-cost = Fiyat
ui-ka-heal-rate = İyileşme hızı
ui-ka-level-up-title = { $who } seviye atlasın ({ $level }. seviye, en çok { $max })
ui-ka-level-up-pick = Seviye atlatmak için önce bir paralı askerin karesini seçin
ui-ka-level-up = Seviye atlat
ui-ka-new-hp = Yeni can
ui-ka-new-heal-rate = Yeni iyileşme hızı
ui-ka-join = Katılır
ui-ka-join-title = Bir oyuncu katılıyor (iyileşmeden sonra)
ui-ka-player = Oyuncu
ui-ka-hero = Kahraman
ui-ka-max-hp = En fazla can
ui-ka-leave-title = Ayrılanlar ve dönenler (iyileşmeden sonra)
ui-ka-returns = Döner
ui-ka-leaves = Ayrılır
ui-ka-leaves-ask = Oyundan ayrılsın mı?
ui-ka-pick-target = Önce bir hedef seçin: bir canavarın kartına ya da bir müttefikin karesine tıklayın.
ui-ka-pick-hireable = Önce bir paralı askerin karesini seçin.

## Kurulum formu
ui-ka-heroes = Kahramanlar
ui-ka-heroes-help = Her kahramanın kartından: en fazla can ve iyileşme hızı; dirençler ve kaçınma isteğe bağlıdır. Bir oyuncu birkaç kahraman oynayabilir.
ui-ka-dodge = Kaçınma
ui-ka-role-auto = Rol: addan
ui-ka-role-offensive = Rol: saldırgan
ui-ka-role-utility = Rol: destek
ui-ka-heals = İyileştirebilir
ui-ka-add-hero = Kahraman ekle
ui-ka-hero-n = Kahraman { $n }
ui-ka-hero-empty = { $n }. kahraman, { $field }: bir tam sayı yazın.
ui-ka-hero-number = { $n }. kahraman, { $field }: “{ $value }” bir tam sayı değil.
ui-ka-game = Oyun
ui-ka-length = Uzunluk
ui-ka-waves-n = { $n ->
        [one] { $n } dalga
       *[other] { $n } dalga
    }
ui-ka-bosses-n = { $n ->
        [one] { $n } boss
       *[other] { $n } boss
    }
ui-ka-mini-boss = 5. dalgada da bir boss (ara boss)
ui-ka-final-bosses = Son dalgadaki bosslar
ui-ka-entry = Canavar girişi
ui-ka-entry-standard = Olağan
ui-ka-entry-delayed = Gecikmeli
ui-ka-entry-high-speed = Hızlı bosslar
ui-ka-gate-hp = Kale Kapısının canı
ui-ka-gate-hp-help = Olağan oyunda 20; 1 ya da daha büyük her sayı olur.
ui-ka-gate-gauntlet = { -gauntlet }: her zaman { $gate }.
ui-ka-towers = Başlangıç kuleleri
ui-ka-towers-help = Dalga Kartındaki Kahraman Ölçek Tablosundan.
ui-ka-towers-gauntlet = { -gauntlet }: kendi tablosundan.
ui-ka-variant = Varyant
ui-ka-mode-standard = Her dalga
ui-ka-mode-jump-start = Hızlı Başlangıç
ui-ka-mode-single-wave = Tek Dalga
ui-ka-mode-gauntlet = { -gauntlet }
ui-ka-mode-standard-help = İlk dalgadan başlayarak her dalga; son dalganın bossları oyunu bitirir.
ui-ka-mode-jump-start-help = H-2 tablosundaki ödüller, hasar ve alışverişle daha sonraki bir dalgadan başlayın.
ui-ka-mode-single-wave-help = Son dalga gibi oynanan tek bir dalga (2. dalgadan itibaren H-2 tablosuyla).
ui-ka-mode-gauntlet-help = 1 ile 7 arası bir seviyede hiç bitmeyen tek dalga (H-3 tablosu); kapı 25 canla başlar, puan atlatılan düşman turlarıdır.
ui-ka-level = Seviye
ui-ka-first-wave = Başlangıç dalgası
ui-ka-table-missing = Kılavuz { $table } tablosunu yalnızca 2–4 kahraman için verir; { $heroes ->
        [one] { $heroes } kahramanla
       *[other] { $heroes } kahramanla
    } sayıları buraya yazın (yayıncının sitesinden). İpuçları 2–4 kahramanın sayılarıdır.
ui-ka-row-reward-cards = Başlangıç ödül kartları
ui-ka-row-gate-mod = Kale Kapısı can düzeltmesi
ui-ka-row-offensive-mod = Saldırgan müttefik can düzeltmesi
ui-ka-row-other-mod = Öbür müttefik can düzeltmesi
ui-ka-row-extra-towers = Ek kuleler
ui-ka-row-equipment = Kilidi açık ekipman
ui-ka-row-hireables = Paralı askerler
ui-ka-row-hireable-level = Paralı asker en yüksek seviye
ui-ka-row-reinforcements = En fazla takviye
ui-ka-row-towers = Başlangıç kuleleri
ui-ka-row-heal-mod = İyileşme hızı düzeltmesi
ui-ka-row-first-foes = 1. turdaki düşmanlar
ui-ka-row-later-foes = Sonraki turlardaki düşmanlar
ui-ka-row-d12-mod = Dalga zarı düzeltmesi
ui-ka-row-rewards = Her 3 turda ödül
ui-ka-row-boss-every = Kaç turda bir boss
ui-ka-three-stars = 3 Yıldız: her dalganın gidişine göre kazanılan ya da kaybedilen ödül kartları
ui-ka-reverse-hp = Ters can takibi: hasarı artarak göster (dosya canı tutar)
ui-ka-solo-gold = Tek kahramanla solo: ilk dalgadan önce 150 altın
ui-ka-level-n = { $level }. seviye
ui-ka-immune = Bağışık:

## Kural sürümü 2: kural kitabı harfi harfine

rule-kings_armory-row-printed = Kılavuz { $table } tablosunu 2–4 kahraman için verir ve { $heroes } kahramanla onun sayıları geçerlidir: satırı çıkarın (H, { $table }).
rule-kings_armory-heal-before = Dalgalar arasında önce iyileşme gelir: İyileşin!, sonra Altını toplayın!, sonra Altını harcayın! (B5). { $what ->
        [reward] Ödül kartlarını girmeden
       *[spend] Altın harcamadan
    } önce iyileşme adımını uygulayın.
rule-kings_armory-instant-immune = { $kind ->
        [everything] { $who } her şeye bağışık: müttefikler onu hiçbir şekilde etkileyemez (E, Bağışık).
       *[other] { $who } { $kind ->
            [melee] yakın dövüş
            [ranged] menzilli
           *[supernatural] doğaüstü
        } saldırılara ve onların tüm etkilerine, anında yenilme dahil, bağışık (E, Bağışık).
    }
rule-kings_armory-instant-boss = Kart bossları etkilediğini söylemedikçe bosslar anında öldürmeye, yok edilmeye ve kaldırılmaya bağışıktır ({ $who }; E, Bosslar).
rule-kings_armory-instakill-siege = Kuşatma araçları anında öldürmeye bağışıktır: “yalnızca canlılar öldürülebilir” ({ $who }; E, Anında öldürme). Onu yok edin.
rule-kings_armory-destroyed-living = Yok etme yalnızca kuşatma araçlarına işler, sıradan düşmanlara değil ({ $who }; E, Yok edildi).
rule-kings_armory-boss-round = Boss { $entry ->
        [delayed] gecikmeli canavar girişiyle (D2-2){" "}
        [high_speed] hızlı boss girişiyle (D2-2){" "}
       *[standard] {""}
    }düşmanların { $round }. turunda gelir, daha önce değil: bu { $now }. tur (B7).
rule-kings_armory-boss-waits = Bu düşman turunda, diğer canavarların hamlelerinden sonra ve oyuncu turundan önce bir boss gelir (B7; { -gauntlet(case: "locative") } H): önce onu girin.
rule-kings_armory-towers-heroes = Kahramanlar asla dışarıda kalmaz: { $heroes } kahramanın yere ihtiyacı var, { $towers } kule ve iki siper { $room } kişi barındırır (B5, adım 6). Dalga başlamadan bir kule inşa edin.
rule-kings_armory-sits-out = { $who } bu dalgada dışarıda: hiçbir kulede yer yoktu (B5, adım 6).
log-kings_armory-sits-out = { $who } bu dalgada dışarıda: kuleler ve siperler { $room } müttefik barındırır (B5, adım 6).
remark-kings_armory-sits-out = bu dalgada dışarıda
rule-kings_armory-foes-over = { $mode ->
        [gauntlet] { -gauntlet } { $round }. düşman turunda { $max } düşman getirir (H-3)
        [delayed] Gecikmeli canavar girişinde dalganın geri kalanı en fazla ilk girenler kadardır: 2. düşman turunda { $max } (D2-2)
       *[standard] Dalganın tüm canavarları ilk düşman turunda girer (B1, B3; D2-2): { $round }. turda hiçbiri atılmaz
    }. Bir çağırma ya da boss kartının getirdiği canavar çağrılmış olarak girer.
rule-kings_armory-foes-due = { $round }. düşman turunda daha { $due } düşman gelmeli{ $mode ->
        [gauntlet] {" "}(H-3; boss onlardan sonra girer)
        [delayed] {" "}(gecikmeli canavar girişi: dalganın geri kalanı, D2-2)
       *[standard] {" "}(B1: bir dalga en az bir düşman getirir)
    }: önce onları girin.
log-kings_armory-stays-down = { $who } baygın kalır: { $rate } iyileşme hızının yarısı, aşağı yuvarlanınca 0 can eder (H, { -gauntlet }).
rule-kings_armory-single-wave-one = Tek dalga oyunu, 2. dalgadan başlayan Hızlı Başlangıç tablosuyla kurulur (H, Tek Dalga): 2 ile 7 arasında bir dalga seçin.
rule-kings_armory-gauntlet-join = { -gauntlet(case: "locative") } oyuncular, iyileşmeden sonra oyuncu turunda, yani küçük dalgalar arası evrede katılır ya da ayrılır (D3: “elden geldiğince”).
ui-ka-phase = { $phase ->
        [prepare] Hazırlık: kuleler, alışveriş, kartlar
        [between] Adım { $step }/7: { $name }
       *[wave] { $side ->
            [foes] { $round }. düşman turu
           *[other] { $round }. oyuncu turu
        }
    }
ui-ka-step-name = { $step ->
        [heal] İyileşin!
        [gold] Altını toplayın!
        [spend] Altını harcayın!
        [change] Bozdurun ve desteyi karıştırın
        [equip] Kahramanları donatın
        [reposition] Müttefikleri yerleştirin
       *[start] Sonraki dalgayı başlatın!
    }
ui-ka-step-hint = { $number }. adım (B5): { $step ->
        [heal] her müttefik iyileşme hızı kadar iyileşir; bayılan kahraman o kadar canla döner.
        [gold] dalganın ödül kartlarını çekin ve her birini Dükkân sayfasına girin.
        [spend] kuleler, paralı askerler, ekipman, takviyeler ve Cephanelik Kartı, Dükkân ve Müttefik sayfalarında.
        [change] altını 100'lük kartlar ve en çok bir 50'lik kart olarak tutun; kullanılan ödül kartlarını destelerine karıştırın.
        [equip] kilidi açık parçaları kuşanın, kahraman başına en çok iki; kilidi açık parçaları bire bir takas edin; ekipman yalnızca şimdi alınır, takas edilir ya da satılır.
        [reposition] her müttefik bir kulenin üstünde ya da en çok 2 kare uzağında, kule başına en çok 3; oyuncular yer değiştirebilir, paralı askerleri başka takıma verebilir.
       *[start] sonraki dalganın ilk düşman turu.
    }
ui-ka-step-next = Tamam
ui-ka-step-cards-due = { $cards } ödül kartı bekliyor.
ui-ka-step-cards-card = Kaç tane olduğunu Dalga Kartı söyler: dalgadan önce girilirse (yan paneldeki Dalga Kartı satırı) uygulama onları sayar.
ui-ka-step-gold = Takımın { $gold } altını var.
ui-ka-step-change = { $gold } altın: { $hundreds } × 100{ $fifty ->
        [0] {""}
       *[other] {" "}ve 1 × 50
    }{ $rest ->
        [0] .
       *[other] , bir de hiçbir kartın karşılamadığı { $rest } altın.
    }
ui-ka-step-towers = Şu an { $allies } müttefik ve { $towers } kule var.
ui-ka-group = { $group ->
        [mini_boss] Ara boss
        [boss] Boss
       *[level] { $level }. seviye
    }
ui-ka-on-board = { $n } tahtada
ui-ka-to-come = { $n } gelecek
ui-ka-due-round = { $round }. düşman turunda
ui-ka-none-yet = Tahtada henüz yok.
ui-ka-gone-short = Bu tur çıktı
ui-ka-step-short = { $step ->
        [heal] İyileşme
        [gold] Altını topla
        [spend] Altını harca
        [change] Bozdur
        [equip] Donat
        [reposition] Yerleştir
       *[start] Dalgayı başlat
    }
ui-ka-strip-card = { $what ->
        [reinforcements] Takviyeler
        [armory] Cephanelik Kartı
        [equipment] Ekipman
       *[towers] Kuleler
    } { $n }{ $cap ->
        [0] {""}
       *[other] /{ $cap }
    }
rule-kings_armory-no-gear = { $piece } numaralı ekipman yok.
rule-kings_armory-gear-locked = { $piece } numaralı ekipman kilitli: “Kilitli ekipman asla takas edilemez ya da satılamaz”, kilidi açılana kadar kuşanılamaz da (B5, adım 3).
rule-kings_armory-gear-sale-between = Kilidi açık ekipman dalgalar arasında satılır, “ve yalnızca o zaman” (B5, adım 3).
rule-kings_armory-gear-worn = { $piece } numaralı ekipman kuşanılmış: önce çıkarın (B5, adım 5).
rule-kings_armory-gear-other = { $piece } numaralı ekipman { $who } kahramanının: önce 1'e 1 takas edin (B5, adım 5).
rule-kings_armory-gear-equipped = { $piece } numaralı ekipman zaten kuşanılmış.
rule-kings_armory-gear-max = { $who } zaten { $max } ekipmana sahip: “Her kahraman en fazla 2 ekipmana sahip olabilir ve kuşanabilir” (E, Ekipman Kartları). Önce birini takas edin ya da kenara koyun.
rule-kings_armory-gear-not-worn = { $piece } numaralı ekipman kuşanılmamış.
rule-kings_armory-gear-same-holder = { $piece } ve { $with } numaralı ekipmanlar aynı elde: takas iki sahip arasında 1'e 1 yapılır (E, Ekipman Kartları).
rule-kings_armory-gear-extra = { $piece } numaralı ekipman zaten fazla ekipman: hiçbir kahramana ait değil.
log-kings_armory-equip = { $who } { $piece } numaralı ekipmanı kuşanır.
log-kings_armory-unequip = { $who } { $piece } numaralı ekipmanı çıkarır.
log-kings_armory-trade-gear = { $piece } ({ $a_extra ->
        [1] fazla
       *[other] { $a }
    }) ve { $with } ({ $b_extra ->
        [1] fazla
       *[other] { $b }
    }) numaralı ekipmanlar el değiştirir.
log-kings_armory-set-aside = { $who } { $piece } numaralı ekipmanı kenara koyar: artık fazla ekipman.
rule-kings_armory-no-guardian = { $hero } numaralı kahramanın tahtada Muhafızı yok.
rule-kings_armory-guardian-heal = { $guardian } iyileştirilemez (E, Muhafız Çağır).
rule-kings_armory-guardian-turn = Felicity Muhafızını kendi sırasında, oyuncu turunda çağırır (E, Muhafız Çağır).
rule-kings_armory-guardian-felicity = Muhafız Çağır, { $who } kahramanının değil, Usta Şifacı Felicity'nin özel seçeneğidir (E, Muhafız Çağır).
rule-kings_armory-guardian-once = Muhafız { $gauntlet ->
        [1] { -gauntlet(case: "locative") } turda (H)
       *[other] dalgada
    } yalnızca bir kez çağrılabilir (E, Muhafız Çağır).
log-kings_armory-guardian-summoned = { $who } { $guardian } çağırır: { $hp } can.
log-kings_armory-guardian-leaves = { $guardian } tahtadan ayrılır: { $why ->
        [left] Felicity'nin oyuncusu oyundan ayrıldı
        [felicity] Felicity yenildi
        [rounds] üç oyuncu turu geçti (H, { -gauntlet })
       *[wave] dalga bitti
    }.
log-kings_armory-guardian-gone = { $guardian } yenildi ve tahtadan ayrılır.
log-kings_armory-guardian-shields = { $guardian } { $who } yanında durur ve menzilli hasarı onun yerine alır (E, Muhafız Çağır).
piece-kings_armory-guardian = Muhafız

## Dalga Kartı (B1, Şema B1-1) ve Çıtayı Yükselt (D2-2)
rule-kings_armory-raise-bar-gauntlet = Çıtayı Yükselt her dalganın canavarlarını sayar (D2-2); { -gauntlet(case: "genitive") } bitmeyen dalgası düşmanlarını H-3 tablosundan alır.
rule-kings_armory-raise-bar = Çıtayı Yükselt: { $wave }. dalga en az { $min } tane { $level }. seviye canavar getirir, { $entered } tanesi geldi (D2-2). { $places ->
        [0] Tur ya da dalga bitmeden onları yerine koyun.
       *[other] Dalgada yalnızca { $places } yer kaldı: zorunlu canavarlar "en son yerine konur", bu yüzden bu canavar { $level }. seviye olmalı.
    }
rule-kings_armory-wave-card-due = Dalga Kartının { $wave }. dalgada getirdiği { $total } düşmandan ({ $foes } kartta, { $extra } kahraman sayısı için) { $due } tanesi henüz girmedi (B1{ $entry ->
        [delayed] ; D2-2, gecikmeli canavar girişi
       *[other] {""}
    }): dalga, hepsi yenilince biter (B4).
rule-kings_armory-wave-card-over = Dalga Kartı bu dalgada { $total } düşman getirir, { $round }. düşman turunda bunların { $max } tanesi ({ $entry ->
        [delayed] D2-2, gecikmeli giriş: önce yarısı, yukarı yuvarlanır, kalanı 2. turda
       *[other] B1, D2-2: hepsi ilk düşman turunda
    }). Bir çağırma ya da boss kartının getirdiği canavar çağrılmış olarak girer.
rule-kings_armory-wave-card-round-due = Dalga Kartının getirdiği { $total } düşmandan { $due } tanesi { $round }. düşman turunda hâlâ gelmeli (B1{ $entry ->
        [delayed] ; D2-2, gecikmeli canavar girişi
       *[other] {""}
    }): önce onları girin.
rule-kings_armory-wave-card-cards = Önce { $wave }. dalganın { $cards } ödül kartını girin (B5, adım 2: Altını toplayın!).
rule-kings_armory-wave-card-gauntlet = { -gauntlet } sayılarını H-3 tablosundan alır ve Kahraman Ölçek Tablosunu yok sayar (H): girilecek Dalga Kartı yok.
rule-kings_armory-wave-card-when = Dalga Kartının sayıları bir dalga başlamadan girilir (B1): şu an { $wave }. dalga oynanıyor.
rule-kings_armory-wave-card-empty = En az bir dalganın sayılarını verin.
rule-kings_armory-wave-card-wave = { $wave }. dalga artık gelecek değil: Dalga Kartı { $first }. ile { $last }. dalgalar için girilebilir.
rule-kings_armory-wave-card-twice = { $wave }. dalga iki kez verildi.
rule-kings_armory-wave-card-number = { $wave }. dalga: “{ $field }” { $min } ile { $max } arasında olmalı (şu an { $value }).
rule-kings_armory-wave-card-no-foes = { $wave }. dalga en az bir düşman getirir (B1): kartta { $foes } ve kahraman sayısı için { $extra } hiç düşman etmiyor.
log-kings_armory-wave-card = Dalga Kartı { $waves } dalga için girildi.
log-kings_armory-wave-card-wave = Dalga Kartına göre { $wave }. dalga: { $total } düşman ({ $foes } kartta, { $extra } kahraman sayısı için), d12 düzeltmesi { $d12 }, { $cards } ödül kartı ve kahraman sayısı için { $extra_cards }.
log-kings_armory-wave-card-rewards = { $wave }. dalgadan sonra { $cards } ödül kartı hak edildi: Dalga Kartında { $base }, kahraman sayısı için { $scaling }{ $stars ->
        [0] {""}
       *[other] , 3 Yıldız için { $stars }
    }{ $mini_boss ->
        [0] {""}
       *[other] , mini boss için { $mini_boss }
    } (B5, adım 2).
reminder-kings_armory-wave-card-foes = Bu düşman turunda dalganın { $foes } canavarı geliyor (Dalga Kartı).
reminder-kings_armory-raise-bar = Çıtayı Yükselt: bu dalgada en az { $min } tane { $level }. seviye canavar (D2-2).
ui-ka-card-skipped = Dalga Kartı girilmedi: düşman sayıları denetlenmiyor
ui-ka-card-gauntlet = { -gauntlet }: her turun düşmanlarını H-3 tablosu getirir
ui-ka-card-gauntlet-due = Bu turda { $now } düşman bekleniyor (H-3)
ui-ka-card-bar = Çıta: { $level }. seviyeden { $entered }/{ $min }
ui-ka-card-due = Bu tur { $now } düşman, { $later } tanesi sonra gelecek
ui-ka-card-entered = { $total } düşmandan { $entered } tanesi girdi
ui-ka-card-next = { $wave }. dalga: { $foes } düşman, ardından { $cards } ödül kartı
ui-ka-card-rewards = { $wave }. dalga: { $total } ödül kartı, { $due } tanesi girilecek
ui-ka-card-open = Dalga Kartı: sayılarını girmek için tıklayın (B1)
ui-ka-card-help = Kartın sayılarını bir sonraki dalga için o başlamadan girin ya da bütün satırları bir kerede. Boş alan önce girilen sayıyı korur; hiç girilmediyse Kahraman Ölçek Tablosununkiler 0'dır.
ui-ka-card-wave = Dalga
ui-ka-card-foes = Düşm.
ui-ka-card-foes-help = Canavar Seçim Tablosundaki düşman sayısı (#2)
ui-ka-card-extra-foes = +Düşm.
ui-ka-card-extra-foes-help = Kahraman sayınız için Kahraman Ölçek Tablosundaki ek canavarlar (#7)
ui-ka-card-d12 = d12
ui-ka-card-d12-help = Kahraman Ölçek Tablosundaki d12 zar düzeltmesi (#8)
ui-ka-card-cards = Kart
ui-ka-card-cards-help = Dalgadan sonraki ödül kartları (#4)
ui-ka-card-extra-cards = +Kart
ui-ka-card-extra-cards-help = Kahraman sayınız için Kahraman Ölçek Tablosundaki ödül bonusu (#9)
ui-ka-card-send = Dalga Kartını gir
ui-ka-card-nothing = Önce bir dalganın sayılarını yazın.
ui-ka-card-empty = { $wave }. dalga, { $field }: bir tam sayı yazın.
ui-ka-card-not-number = { $wave }. dalga, { $field }: “{ $value }” bir tam sayı değil.
ui-ka-raise-bar = Çıtayı Yükselt
ui-ka-raise-bar-off = Kapalı
ui-ka-raise-bar-help = D2-2: ikinci dalgadan itibaren her dalga en yüksek seviyesinden en az X canavar getirir (6. dalgada X + 1, 7. dalgada X + 2); olağan öneri 2'dir. { -gauntlet(case: "locative") } yok.
ui-ka-instant-how = { $how ->
        [destroyed] Yok edildi
        [removal] Kaldırıldı
       *[instakill] Anında öldürme
    }
ui-ka-instant-attack = { $kind ->
        [melee] Yakın dövüş
        [ranged] Menzilli
        [supernatural] Doğaüstü
       *[none] Türsüz
    }
ui-ka-instant-bosses = Kart bossları etkiliyor
ui-ka-instant-help = Anında yenilgi: anında öldürme (yalnızca canlı düşmanlar), yok etme (yalnızca kuşatma araçları) ya da kaldırma (ikisi de). Saldırının türüne bağışık bir düşman onun anında yenilgisine de bağışıktır; bir boss yalnızca kart bossları etkilediğini söylüyorsa düşer (E).
ui-ka-summoned = Çağrıldı (bir kartla ya da bir boss tarafından)
ui-ka-summoned-help = Bir etkinin getirdiği canavar (bir çağırma, bir boss kartının ek canavarları) bu turda gelmesi gereken düşmanlardan sayılmaz (E, Çağırma).
ui-ka-join-title-gauntlet = Bir oyuncu katılıyor (oyuncu turunda)
ui-ka-leave-title-gauntlet = Ayrılanlar ve dönenler (oyuncu turunda)
ui-ka-guardian-name = Muhafız
ui-ka-guardian-title = Felicity'nin Muhafızı
ui-ka-guardian-help = Felicity'nin sırasında, her dalgada bir kez çağrılır ({ -gauntlet(case: "locative") } her turda bir kez); yenilene, Felicity düşene ya da dalga bitene kadar kalır. İyileştirilemez; Kanama ve Sersemlemeye bağışıktır (E, Muhafız Çağır).
ui-ka-guardian-fields = Canı ve dirençleri Felicity'nin kartından (boş bırakılan direnç 0'dır).
ui-ka-summon-guardian = Çağır
ui-ka-guardian-shields = { $who } yerine −{ $taken }
ui-ka-guardian-of = Çağıran: { $who }
ui-ka-guardian-no-heal = İyileştirilemez
ui-ka-piece = #{ $piece } { $state ->
        [locked] kilitli
        [worn] takılı
       *[unlocked] açık
    }
ui-ka-gear-none = yok
ui-ka-hero-gear = Ekipman: { $pieces }
ui-ka-step-gear-one = { $who }: { $pieces }
ui-ka-gear-extra = fazla: { $pieces }
ui-ka-step-gear = { $list }. Bir kahraman en fazla iki parça kuşanır; parçalar Dükkân sayfasında.
ui-ka-unlock-short = Kilidi aç ({ $unlocked }/2) · { $price } altın
ui-ka-gear-extra-title = Fazla ekipman (hiçbir kahramana ait değil)
ui-ka-piece-picked = { $piece } · { $extra ->
        [1] fazla
       *[other] sahibi { $who }
    }
ui-ka-piece-pick = Yukarıdan bir ekipman seçin.
ui-ka-take-off = Çıkar
ui-ka-set-aside = Kenara koy
ui-ka-wear-title = Takan:
ui-ka-trade-title = Bire bir takas edilecek parça:
ui-ka-gear-extra-one = fazla
ui-ka-trade-for = #{ $piece } · { $who }
ui-ka-trade-tip = Bunu bire bir { $piece } numaralı ekipmanla ({ $who }) takas edin.
ui-ka-instant-options = Düşmanın anında nasıl yenildiği: anında öldürme, yok etme ya da kaldırma, saldırının türü, bossları etkileyen bir kart.
ui-ka-gear-count = { $n } { $state ->
        [locked] kilitli
        [worn] takılı
       *[unlocked] açık
    }
ui-ka-modifier-source = { $source ->
        [card] Dalga Kartı, { $wave }. dalga: { $signed }
        [gauntlet] H-3 tablosu: { $signed }
       *[none] { $wave }. dalga için Dalga Kartı yok: { $signed }
    }
ui-ka-to-come-range = { $min ->
        [0] en çok { $max } gelecek
       *[other] { $min } ile { $max } arası gelecek
    }
log-kings_armory-step = Dalgalar arası, { $step }. adım: { $step ->
        [2] Altını toplayın!
        [3] Altını harcayın!
        [4] Bozdurun ve desteyi karıştırın
        [5] Kahramanları donatın
        [6] Müttefikleri yerleştirin
       *[7] Sonraki dalgayı başlatın!
    }
rule-kings_armory-step-range = Dalgalar arasında iyileşmeden sonraki adımlar 2 ile 7 arasıdır (B5); { $step } bunlardan biri değil.
rule-kings_armory-step-same = Grup zaten { $step }. adımda.
ui-ka-wave-beyond = { $beyond ->
        [low] 1'in altı: bu dalgada olabilecek en düşük seviyeli canavar.
       *[high] 12'nin üstü: bu dalgada olabilecek en yüksek seviyeli canavar.
    }
rule-kings_armory-drop-trade-piece = { $piece } numaralı ekipman, ayrılan kahramanın kilidi açık bir parçası değil ya da iki kez takas ediliyor (D3).
rule-kings_armory-drop-trade-with = { $piece } numaralı ekipman, kalan bir kahramanın kilitli bir parçası değil ya da iki kez takas ediliyor (D3).
rule-kings_armory-drop-trade-due = Ayrılan oyuncu, kilitli ekipman kaldıkça kilidi açık ekipmanını “kilitli ekipmanla takas etmek zorundadır”: { $piece } numaralı ekipmanı { $with } ile takas edin (D3).
rule-kings_armory-drop-trade-rules = Bu oyun { $rules }. sürüm kurallarla oynanıyor; bu sürümde ayrılan oyuncu ekipman takas etmez, kilidi açık parçalar ek ekipman olarak kalır (D3).
log-kings_armory-drop-trade = { $leaver }, { $piece } numaralı ekipmanı kilitli { $with } karşılığında { $who } adlı kahramana veriyor; { $with } destenin altına gidiyor.
ui-ka-leaves-trade = { $piece } numaralı ekipman, kilitli { $with } karşılığında { $who } adlı kahramana geçer.
