# hero-realms — strings of this game's tracker (tr). Keys must match i18n/en/hero-realms.ftl.

## Refusals
rule-hero_realms-hydra-teams = Hidra eşit büyüklükte iki takım ister: 4 ya da 6 oyuncu (şu an { $count }).
rule-hero_realms-hydra-player-health = Hidra'da can takımca paylaşılır: oyuncu başına değil, takım canını girin.
rule-hero_realms-team-health-hydra-only = Ortak takım canı yalnızca Hidra'da kullanılır.
rule-hero_realms-health-count = Başlangıç canını ya her oyuncu için ya da hiçbiri için girin ({ $count } girildi, { $players } oyuncu var).
rule-hero_realms-health-positive = Başlangıç canı en az 1 olmalı ({ $health } değil).
rule-hero_realms-game-over = Oyun bitti.
rule-hero_realms-not-enough-gold = { $player } oyuncusunun yalnızca { $gold } altını var, { $amount } değil.
rule-hero_realms-not-enough-combat = { $player } oyuncusunun yalnızca { $combat } savaş gücü var, { $amount } değil.
rule-hero_realms-amount-positive = Miktar en az 1 olmalı ({ $amount } değil).
rule-hero_realms-defense-positive = Bir şampiyonun savunması en az 1 olmalı ({ $defense } değil).
rule-hero_realms-too-many-champions = { $player } zaten oyunda { $max } şampiyona sahip.
rule-hero_realms-already-expended = { $champion } bu tur zaten kullanıldı (yan çevrildi).
rule-hero_realms-own-target = Oyuncular kendilerine ya da kendi şampiyonlarına saldıramaz, onları hedef alamaz.
rule-hero_realms-teammate = { $target } takım arkadaşınız: ona saldırılamaz, hedef alınamaz.
rule-hero_realms-target-out = { $target } oyun dışında.
rule-hero_realms-hunter-left-only = Avcı: { $player } yalnızca solundaki oyuncuya, { $left } oyuncusuna saldırabilir ya da onu hedef alabilir.
rule-hero_realms-hunter-neighbours-only = Avcı: { $player } yalnızca { $left } (sol) ve { $right } (sağ) oyuncularının şampiyonlarına saldırabilir ya da onları hedef alabilir.
rule-hero_realms-commander-target = İmparator: { $player } bir Komutan; yalnızca { $allowed } oyuncusuna ve onun şampiyonlarına saldırabilir ya da onları hedef alabilir.
rule-hero_realms-guarded = { $target } oyuncusunun hazır bir muhafızı var: önce muhafızları sersemletin.
rule-hero_realms-champion-guarded = { $champion } korunuyor: { $target } oyuncusunun hazır bir muhafızı var; önce muhafızları sersemletin.
rule-hero_realms-not-your-turn = Sıra { $player } oyuncusunda değil: şu an { $active } oynuyor.
rule-hero_realms-player-out = { $player } oyun dışında.
rule-hero_realms-say-who = Hidra'da iki takım arkadaşı birlikte oynar: hangi oyuncunun yaptığını belirtin.
rule-hero_realms-unknown-champion = { $player } oyuncusunun oyunda { $index } numaralı şampiyonu yok.

## Log
log-hero_realms-gain-gold = Tur { $turn }: { $player } { $amount } altın kazanır (altın { $old } → { $new }).
log-hero_realms-spend-gold = Tur { $turn }: { $player } { $amount } altın harcar (altın { $old } → { $new }).
log-hero_realms-gain-combat = Tur { $turn }: { $player } { $amount } savaş gücü kazanır (savaş { $old } → { $new }).
log-hero_realms-attack = Tur { $turn }: { $attacker }, { $player } oyuncusuna { $amount } ile saldırır (can { $old } → { $new }).
log-hero_realms-attack-out = Tur { $turn }: { $attacker }, { $player } oyuncusuna { $amount } ile saldırır (can { $old } → { $new }): { $player } oyun dışı kaldı.
log-hero_realms-attack-out-bonus = Tur { $turn }: { $attacker }, { $player } oyuncusuna { $amount } ile saldırır (can { $old } → { $new }): { $player } oyun dışı kaldı; { $bonus } 10 can kazanır ({ $bonus_old } → { $bonus_new }) ve bir kart çeker.
log-hero_realms-attack-out-commander = Tur { $turn }: { $attacker }, { $player } oyuncusuna { $amount } ile saldırır (can { $old } → { $new }): Komutan { $player } yenildi ve { $emperor } oyuncusunun ıskarta destesine bir kart koyabilir.
log-hero_realms-gain-health = Tur { $turn }: { $player } { $amount } can kazanır ({ $old } → { $new }).
log-hero_realms-lose-health = Tur { $turn }: { $player } { $amount } can kaybeder ({ $old } → { $new }).
log-hero_realms-lose-health-out = Tur { $turn }: { $player } { $amount } can kaybeder ({ $old } → { $new }) ve oyun dışı kalır.
log-hero_realms-lose-health-out-bonus = Tur { $turn }: { $player } { $amount } can kaybeder ({ $old } → { $new }) ve oyun dışı kalır; { $bonus } 10 can kazanır ({ $bonus_old } → { $bonus_new }) ve bir kart çeker.
log-hero_realms-lose-health-out-commander = Tur { $turn }: Komutan { $player } { $amount } can kaybeder ({ $old } → { $new }), yenilir ve { $emperor } oyuncusunun ıskarta destesine bir kart koyabilir.
log-hero_realms-play-champion = Tur { $turn }: { $player }, { $champion } şampiyonunu oyuna sokar (savunma { $defense }).
log-hero_realms-play-guard = Tur { $turn }: { $player }, { $champion } şampiyonunu oyuna sokar (muhafız, savunma { $defense }).
log-hero_realms-expend = Tur { $turn }: { $player }, { $champion } şampiyonunu kullanır (yan çevirir).
log-hero_realms-attack-champion = Tur { $turn }: { $attacker }, { $owner } oyuncusunun { $champion } şampiyonuna { $amount } ile saldırır (hasar { $old } → { $new } / { $defense }).
log-hero_realms-attack-champion-stunned = Tur { $turn }: { $attacker }, { $owner } oyuncusunun { $champion } şampiyonuna { $amount } ile saldırır (hasar { $old } → { $new } / { $defense }): { $champion } sersemledi.
log-hero_realms-stun = Tur { $turn }: { $player }, { $owner } oyuncusunun { $champion } şampiyonunu sersemletir.
log-hero_realms-remove = Tur { $turn }: { $owner } oyuncusunun { $champion } şampiyonu oyundan çıkar.
log-hero_realms-end-turn = Tur { $turn }: { $player } turunu bitirir (harcanmayan { $gold } altın ve { $combat } savaş gücü kaybolur). Tur { $next_turn }: { $next }.

## Win
win-hero_realms-last-standing = { $player } ayakta kalan son oyuncu.
win-hero_realms-nobody-left = Ayakta kimse kalmadı: kazanan yok.
win-hero_realms-first-blood = İlk Kan: ilk { $out } elendi, bu yüzden onun sağındaki { $player } kazanır.
win-hero_realms-hydra = Hidra: { $lost } takımının ortak canı 0'a düştü, { $team } kazanır.
win-hero_realms-emperor = İmparator: { $fallen } yenildi, İmparator { $player } oyuncusunun takımı kazanır.

## Standings
label-hero_realms-health = Can
label-hero_realms-gold = Altın
label-hero_realms-combat = Savaş
label-hero_realms-champions = Şampiyonlar
remark-hero_realms-out = { $turn }. turda elendi
remark-hero_realms-active = { $turn }. turu oynuyor
remark-hero_realms-emperor = İmparator
remark-hero_realms-commander = Komutan

## Help
help-hero_realms-formats = Herkes herkese karşı: herkes herkese saldırır, ayakta kalan son oyuncu kazanır. Avcı: yalnızca solunuzdaki oyuncuya saldırın (iki komşunun şampiyonlarına da); İlk Kan ilk elenmeyle biter ve elenenin sağındaki oyuncu kazanır; Son Kalan'da oyun sürer ve o komşu 10 can kazanır. Hidra: iki takım 75 canı (üçlü takımlarda 100) ve turu paylaşır. İmparator: İmparatoru düşen takım kaybeder.
help-hero_realms-seating = Oyuncuları ilk oyuncudan başlayarak saat yönünde sıralayın: sıradaki oyuncu solunuzda oturur. Hidra: listenin ilk yarısı önce başlayan takımdır. İmparator: 1–3. koltuklar ilk takım (Komutan, İmparator, Komutan), 4–6. koltuklar ikinci takımdır; her Komutan masanın karşısındaki düşman Komutanla yüz yüzedir.
help-hero_realms-turn = Bu tur kazanılan Altın ve Savaş gücü, tur bitince kaybolan havuzlara girer. Şampiyonlara verilen hasar yalnızca bu tur geçerlidir: savunması kadar hasar alan şampiyon sersemler.
help-hero_realms-guards = Bir oyuncunun oyunda hazır bir muhafızı varken o oyuncuya ve diğer şampiyonlarına saldırılamaz, hedef alınamaz (Hidra'da bu tüm takımı korur). Kural kitabı burada kendisiyle çelişiyor: genel notu, takım formatlarında bile muhafızların yalnızca bir oyuncuyu ve onun şampiyonlarını koruduğunu söylerken Hidra bölümü, takımdaki herhangi bir oyuncunun oyunda muhafızı olduğu sürece takıma saldırılamayacağını söylüyor. Tablekeeper Hidra bölümünü izler.
help-hero_realms-opening-hand = Başlangıç eli: { $cards ->
    [one] { $cards } kart
   *[other] { $cards } kart
}.

## Pencere
ui-hr-format = Biçim
ui-hr-free-for-all = Herkes herkese karşı
ui-hr-first-blood = Avcı — İlk Kan
ui-hr-last-one-standing = Avcı — Ayakta Kalan Son Kişi
ui-hr-hydra = Hidra
ui-hr-emperor = İmparator
ui-hr-help-free-for-all = 2 veya daha fazla oyuncu; herkes herkese saldırır; ayakta kalan son oyuncu kazanır.
ui-hr-help-first-blood = 3 veya daha fazla oyuncu; yalnızca solunuzdaki oyuncuya saldırın; ilk eleme oyunu bitirir ve elenen oyuncunun sağındaki oyuncu kazanır.
ui-hr-help-last-one-standing = 3 veya daha fazla oyuncu; yalnızca solunuzdaki oyuncuya saldırın; bir oyuncu elendiğinde sağındaki oyuncu 10 can kazanır ve bir kart çeker; ayakta kalan son oyuncu kazanır.
ui-hr-help-hydra = 2 kişilik (75 ortak can) veya 3 kişilik (100) iki takım: listenin ilk yarısı başlayan takımdır. Canı 0'a düşen takım kaybeder.
ui-hr-help-emperor = Komutan, İmparator, Komutan koltuklarında 3 kişilik iki takım: İmparator 60, Komutanlar 50 canla başlar. Bir Komutan, karşısındaki Komutan düşene kadar yalnızca ona saldırabilir. İmparatoru düşen takım kaybeder.
ui-hr-seating = Oturma düzeni, ilk oyuncudan saat yönünde
ui-hr-health = Başlangıç canı
ui-hr-health-per-player = Oyuncu başına, oturma sırasıyla (boş: biçimin varsayılanları)
ui-hr-team-health = Hidra: her takımın ortak canı (boş: 75, üç kişilik takımlarda 100)
ui-hr-field-team-health = Takım canı
ui-hr-turn = Tur { $turn }: { $player }
ui-hr-acting = Oynayan:
ui-hr-no-target = henüz kimse
ui-hr-target = Hedef: { $target }
ui-hr-target-champion = { $champion } ({ $player })
ui-hr-all-combat = tümü: { $combat }
ui-hr-deal = Vur
ui-hr-end-turn = Turu bitir
ui-hr-new-champion = { $player } için yeni şampiyon:
ui-hr-amount = miktar
ui-hr-defense = savunma
ui-hr-guard = muhafız
ui-hr-play-champion = Oyna
ui-hr-keys = Tuşlar: Tab, ←→: izin verilen sonraki hedef (Shift+Tab: önceki) · rakamlar: miktar · Enter: vur (boşsa tümü) · Esc: temizle · + −: Altın · Alt+C: Savaş +1 · Alt+F: Savaş +5 · ↑↓: koltuk ya da şampiyon seç ▸ · Alt+H, Alt+L: onun canı +1, −1 (yoksa sizinki) · Alt+X: kullan · Alt+S: sersemlet · Alt+R: kaldır · yeni şampiyon: Alt+N ad, Alt+D savunma, Alt+G muhafız, Alt+P oyna · Alt+A: takımdaki sonraki oyuncu oynar · Alt+E: turu bitir · Ctrl+Z: geri al
ui-hr-keys-hint = Tuşlar: F1 ya da ?
ui-hr-opening-hand = { $cards ->
    [one] başlangıç eli: { $cards } kart
   *[other] başlangıç eli: { $cards } kart
}
ui-hr-opening-hand-short = { $cards ->
    [one] { $cards } kart
   *[other] { $cards } kart
}
ui-hr-champion-damage = hasar { $damage }/{ $defense }
ui-hr-emperor-role = İmparator
ui-hr-commander-role = Komutan
ui-hr-out = elendi
ui-hr-targeted = ◉ hedefte
ui-hr-target-this = hedef al
ui-hr-why-guarded = korunuyor
ui-hr-why-not-left = solda değil
ui-hr-why-not-opposite = karşıda değil
ui-hr-expended = kullanıldı
ui-hr-expend = kullan
ui-hr-stun = sersemlet
ui-hr-pick-target = Önce bir hedef seçin.
