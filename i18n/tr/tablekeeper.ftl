# Tablekeeper — Türkçe. Çekirdek, oturumlar, kayıt, komut satırı, pencere ve Özel sayaçlar.

app-name = Tablekeeper

## Terms: the games' names and the words every file shares, written once
## (see style.md beside this file). Terms are not messages: the window
## never asks for them by key.
-karth = Heroes of Karth: Deathmatch
-hero-realms = Hero Realms
-kharnage = Kharnage
-koth = Koth
-kings-armory = The King's Armory
-gauntlet = { $case ->
   *[nominative] Meydan Okuma
    [genitive] Meydan Okuma'nın
    [locative] Meydan Okuma'da
    [accusative] Meydan Okuma'yı
    }
-golden-coffers = Altın Sandık

## Oyunlar
game-custom = Özel sayaçlar
game-karth = { -karth }
game-hero-realms = { -hero-realms }
game-kharnage = { -kharnage }
game-koth = { -koth }
game-kings-armory = { -kings-armory }
game-custom-about = Her sayıda oyuncu, adlandırılmış sayaçlar, isteğe bağlı bir kazanma kuralı.
game-custom-seats = 1 ile 12 oyuncu
game-karth-about = Altın, Ruhsal Enerji, Öldürme Puanı ve her birimin can puanı.
game-karth-seats = 2 ile 4 oyuncu: 1e1, 2e2, herkes herkese
game-hero-realms-about = Can, turun Altın ve Savaş havuzları, şampiyonlar ve muhafızlar.
game-hero-realms-seats = 2 ile 6 oyuncu, beş biçim
game-kharnage-about = Dört turun inisiyatifi, yok edilen kartları ve hakimiyet kafatasları.
game-kharnage-seats = 2 ile 4 ordu
game-koth-about = Komuta Puanı, beş sütun, deste ve savaş.
game-koth-seats = 2 oyuncu
game-kings-armory-about = Kale Kapısı, dalga dalga kahramanlar ve canavarlar, takımın altını.
game-kings-armory-seats = 1 ile 7 kahraman, ortak oyun

## Her oyunun ortak kuralları
rule-player-count = Bu oyun { $exact ->
        [1] tam { $max } oyuncu
       *[other] { $min } ile { $max } arası oyuncu
    } ister (şu an { $count }).
rule-control-character = { $field } bir denetim karakteri içeriyor (satır sonu, sekme, kaçış ya da yazı yönü değiştirici): adlar ve notlar tek ve düz bir satırdır.
rule-name-empty = Her adın en az bir harfi olmalı.
rule-name-too-long = “{ $name }” adı { $max } karakterden uzun.
rule-name-repeated = İki ad aynı: “{ $name }”.
rule-roster-taken = “{ $name }” başka birinin adı: bunun yerine ikisini birleştirin.
rule-roster-same = Bunlar zaten tek kişi: { $name }.
rule-roster-unknown = “{ $name }” adında kimse yok.
rule-roster-own-name = “{ $name }” kişinin kendi adı, başka bir yazılışı değil.
rule-turn-timer = Tur zamanlayıcısı { $min } ile { $max } saniye arasında olur, { $seconds } değil.
rule-event-name-empty = Bir etkinliğin adı olmalı.
rule-event-no-game = Bir etkinlikte en az bir oyun olmalı.
rule-event-player-empty = Etkinlikteki her oyuncunun bir adı olmalı.
rule-event-player-too-long = “{ $name }” adı { $max } karakterden uzun.
rule-event-player-repeated = “{ $name }” etkinlikte iki kez var.
rule-event-too-few = Bir etkinlikte en az 2 oyuncu olmalı, { $count } değil.
rule-event-round-open = { $round }. turda hâlâ sonucu olmayan bir masa var.
rule-event-round-played = { $round }. turun sonuçları var; eşleşmeleri kalır.
rule-event-no-round = { $round }. tur yok.
rule-event-no-table = { $round }. turda { $table }. masa yok.
rule-event-no-result = { $round }. turun { $table }. masasının silinecek sonucu yok.
rule-event-results-stand = { $round }. turun sonuçları kesinleşti: { $next }. tur bu sonuçlara göre eşleşti.
rule-event-not-at-table = { $name }, { $round }. turda { $table }. masada oynamadı.
rule-event-places = { $round }. turdaki { $table }. masanın sıralaması oradaki her oyuncuyu bir kez saymalı.
rule-event-unknown-player = Bu etkinlikte “{ $name }” adında kimse oynamıyor.
rule-event-already-dropped = { $name } zaten çekildi.
rule-event-not-dropped = { $name } çekilmedi.
rule-event-no-draw = { $game } oyununda beraberlik yok: { $round }. turdaki { $table }. masa bir kazanan ya da sıralama ister.
rule-event-coop = { $game } oyuna karşı birlikte oynanır: bir etkinlik onu eşleyemez.
rule-event-no-pods = { $game } iki kişilik bir oyundur: bu oyunla yapılan bir etkinlik grupları değil, ikili masaları eşler.
rule-event-seated-twice = { $name }, { $round }. turda iki yerde oturuyor.
rule-event-format = Bu etkinlik dosyası { $format } biçiminde; Tablekeeper'ın bu sürümü onu okuyamaz.
rule-event-empty-table = { $round }. turdaki { $table }. masada oyuncu yok.
rule-event-table-size = { $round }. turdaki { $table }. masada { $count } oyuncu oturuyor; bu, oyununun ve etkinliğin oturma düzeninin izin verdiğinden fazla ya da az.
rule-event-table-game = { $round }. turdaki { $table }. masada { $game } oynanıyor; bu, etkinliğin oyunlarından biri değil.
rule-unknown-player = { $index } numaralı oyuncu yok.
rule-number-too-large = Sayılar −{ $max } ile { $max } arasında tutulur.
rule-unknown-rules-version = Bu oturum { $game } kurallarının { $version }. sürümüyle oynanmış; Tablekeeper'ın bu sürümü 1 ile { $newest } arasındaki sürümleri biliyor.
rule-wrong-game = Bu hamle bir { $game } oyununa ait değil.

## Özel sayaçlar
rule-custom-counter-count = Özel oyun 1 ile { $max } arası sayaç ister.
rule-custom-step = “{ $counter }” adımı pozitif bir sayı olmalı.
rule-custom-start-out-of-range = “{ $counter }” başlangıç değeri en küçük ve en büyük değerin dışında.
rule-custom-unknown-counter = { $index } numaralı sayaç yok.
rule-custom-target-reached-at-start = “{ $counter }” zaten { $target } veya üstünde başlıyor; oyun başlamadan kazanılırdı.
rule-custom-last-needs-two = “Son kalan oyuncu” en az iki oyuncu ister.
rule-custom-out-at-start = “{ $counter }” { $above } veya altında başlıyor; herkes oyun başlamadan elenirdi.
rule-custom-below-min = “{ $counter }” { $min } altına inemez.
rule-custom-above-max = “{ $counter }” { $max } üstüne çıkamaz.
rule-custom-dice-count = Bir atışta 1 ile { $max } arası zar olur.
rule-custom-die-sides = Bir zarın { $min } ile { $max } arası yüzü olur, { $sides } değil.
rule-custom-die-result = Bir d{ $sides } zarı { $result } gösteremez.
log-custom-roll = { $count ->
        [1] d{ $sides } atıldı: { $total }
       *[other] { $count }d{ $sides } atıldı: { $results } = { $total }
    }
log-custom-change = { $player }: { $counter } { $old } → { $new }
win-custom-reach = { $counter } değerinde { $target } sayısına ilk ulaşan { $player }.
win-custom-last-above = { $counter } değeri { $above } üstünde kalan son oyuncu { $player }.
win-custom-nobody-left = Kimsenin { $counter } değeri { $above } üstünde değil: kazanan yok.
remark-out = elendi

## Oturumlar
session-replay-refused = { $entry }. kayıt artık geçerli değil: { $reason }
session-closed = Bu oyun sonuçlandı. Değiştirmek için yeniden açın.
session-nothing-to-undo = Geri alınacak bir şey yok.
session-seat-undo = Telefondan yalnızca kendi son değişikliğiniz geri alınabilir, o da ardından başka bir değişiklik yapılmadıysa.
session-nothing-to-redo = Yinelenecek bir şey yok.
session-no-such-entry = Kayıtta { $entry }. giriş yok.
session-refused-entry = Salt okunur: kayıtlı günlüğün { $entry }. kaydı kurallarca reddediliyor ({ $rule }): { $reason }
session-from-phone = { $line } (telefondan: { $seat })

## Raporlar (show, export)
report-header-refused = Başlangıç { $created } · { $applied } kayıt uygulandı · { $undone } uygulanmadı (salt okunur)
report-in-progress = Sürüyor: henüz kazanan yok.
report-finished = Kazanan: { $winners }. { $reason }
report-finished-lost = Masa kaybetti: { $reason }
report-finished-no-winner = Bitti, kazanan yok: { $reason }
report-header = Başlangıç { $created } · { $applied } kayıt uygulandı · { $undone } geri alındı
report-played = Oynanan süre: { $time }
report-paused = { $count } kez duraklatıldı, { $time }
report-log = Kayıt
report-undone = (geri alındı)
report-name = Ad

## Komut satırı
list-empty = Henüz oturum yok.
list-game-mode = { $game } ({ $mode })
list-conflict = { $id } oturumunun çakışma kopyası: { $file }
import-done = { $file }: { $id } olarak içe aktarıldı
import-renamed = { $file }: { $id } olarak içe aktarıldı ({ $old } kimliği zaten kullanımda)
import-renamed-reserved = { $file }: { $id } olarak içe aktarıldı ({ $old } kimliği Windows'ta bir aygıta ayrılmış bir ad)
import-already = { $file }: içe aktarılmadı, { $id } oturumu bu oyunun ta kendisi
import-already-further = { $file }: içe aktarılmadı, { $id } oturumu bu oyunun ta kendisi ve daha ileride
import-refused = { $total } dosyadan { $count } tanesi içe aktarılmadı

name-reserved = { $name }, Windows'ta bir aygıta ayrılmış bir addır ve orada hiçbir dosya bu adı taşıyamaz; başka bir ad seçin
name-trailing = nokta ya da boşlukla biten bir dosya adı Windows'ta kırpılır; başka bir ad seçin

stats-sessions = { $count } oturum
stats-thinking = oyun başına ortalama { $time } düşünme, sıralı { $games } oyunda
stats-player = { $player }: { $games } oyunun { $wins } tanesini kazandı (%{ $percent }), ortalama { $minutes } dk
stats-game = { $game }: { $sessions } oturum, { $finished } sonuçlandı, ortalama { $average } dk, en uzunu { $longest } dk
stats-versus = { $a } ile { $b }: birlikte { $games } oyun, { $a } { $a_wins } kazandı, { $b } { $b_wins } kazandı
# A list of names: "Ana, Bo and Cem" ($rest: the names before the last, with commas).
names-and = { $rest } ve { $last }
# A list's dates: today and yesterday by name ($time: "9:40 PM", "21:40").
date-today = bugün { $time }
date-yesterday = dün { $time }
