# Pencerenin sözleri (tr): ekranlar, düğmeler, uyarılar, ayarlar. Anahtarlar her dilde aynı olmalı.

ui-language-name = Türkçe
ui-home = Ana sayfa
ui-history = Geçmiş
ui-settings = Ayarlar
ui-close = Kapat
ui-open = Aç
ui-start = Oyunu başlat
ui-new-game = Yeni oyun
ui-in-progress = sürüyor
ui-in-progress-games = Süren oyunlar
ui-recent-finished = Yeni bitenler
ui-none-yet = Henüz yok.
ui-history-count = Tüm oturumlar ({ $count })
ui-winner = { $winners } kazandı!
ui-nobody-won = Oyun bitti: kazanan yok.
ui-over = Bitti: { $reason }
ui-no-screen = { $game } için henüz ekran yok; komut satırından oynatılıp gösterilebilir.

## Özel oyun kurulumu
ui-players = Oyuncular
ui-player-n = Oyuncu { $n }
ui-name = Ad
ui-remove = Kaldır
ui-add-player = Oyuncu ekle
ui-random-first = Başlayanı kurayla seç
ui-first-drawn = Kura: ilk sıra { $name } adlı oyuncuda.
ui-first-team-drawn = Kura: ilk sıra { $name } adlı oyuncunun takımında.
ui-counters = Sayaçlar
ui-counter-fields = Her oyuncu her sayaca sahip olur: adı, başlangıç değeri, isteğe bağlı en küçük ve en büyük değeri ve bir tıklamanın adımı.
ui-counter-n = Sayaç { $n }
ui-default-counter = Puan
ui-start-value = Başlangıç
ui-min = En az
ui-max = En çok
ui-step = Adım
ui-add-counter = Sayaç ekle
ui-win-rule = Oyun nasıl kazanılır
ui-win-none = Oyuncular karar verir
ui-win-reach = Hedefe ilk ulaşan
ui-win-last-above = 0'ın üstünde kalan son oyuncu
ui-on-counter = sayaç
ui-target = hedef
ui-not-a-number = { $field }: “{ $value }” bir tam sayı değil.
ui-field-empty = { $field }: bir tam sayı yazın.
ui-dice = Zar
ui-die = d{ $sides }
ui-dice-d = d
ui-dice-count = Zar sayısı: “{ $value }”, 1 ile { $max } arası bir tam sayı değil.
ui-dice-roll = Zar at
ui-dice-none = Henüz atış yok
ui-dice-last = { $count ->
        [1] d{ $sides }
       *[other] { $count }d{ $sides }, toplam { $total }
    }
ui-dice-sides = Yüz sayısı: “{ $value }”, { $min } ile { $max } arası bir tam sayı değil.

## Oyun
ui-undo = Geri al
ui-redo = Yinele
ui-reopen = Yeniden aç
ui-setup-title = Yeni oyun: { $game }
ui-table-mode = Masa modu (F11)
ui-table-mode-off = Masa modundan çık (F11)
ui-reopen-ask = Bu oyun yeniden açılsın mı?
ui-yes = Evet
ui-no = Hayır
ui-delete-ask = Silinsin mi?
ui-log-show = Kayıt ▸
ui-log-fold = ◂ Katla
ui-zoom = Yakınlaştırma
ui-zoom-percent = %{ $percent }
ui-zoom-reset = %100
ui-zoom-keys = Ctrl+= ve Ctrl+− yakınlaştırır, Ctrl+0 sıfırlar.
ui-help-title = Tuşlar
ui-help-close = Kapat (Esc)
ui-help-window = F1 veya ?: bu liste · F11: masa modu · Ctrl+= ve Ctrl+−: yakınlaştır, Ctrl+0: %100’e dön · Esc: bu listeyi kapat
ui-help-go = Ctrl+1: Ana sayfa · Ctrl+2: Geçmiş · Ctrl+3: İstatistikler · Ctrl+4: Etkinlikler · Ctrl+5: Ayarlar
ui-help-play = Ctrl+Z: geri al · Ctrl+Y veya Ctrl+Shift+Z: yinele · Ctrl+P: saati duraklat ya da sürdür · Ctrl+T, Ctrl+Shift+T: tur süresini uzat, kısalt · Ctrl+L: kaydı katla ya da aç · Ctrl+E: son kayda not · Ctrl+D: son kaydı sil (Enter onaylar, Esc vazgeçer) · Ctrl+N: oturum notu · Ctrl+Shift+P: telefonlarda göster · Ctrl+Shift+B: tarayıcıda aç
ui-help-decided = Biten oyun: Alt+R oyunu incele · Alt+M rövanş · Alt+H ana sayfa · Alt+B masanın son hâli ya da yeniden sonuç · Alt+U kazandıran hamleyi geri al · Alt+O düzeltmek için yeniden aç (Enter onaylar, Esc vazgeçer)
ui-help-review = ← →: bir adım geri veya ileri · Home, End: başa, sona
ui-help-screen = Tab, Shift+Tab: alanlar ve düğmeler arasında ileri ve geri · Enter veya Boşluk: çerçeveli düğmeye bas · Esc: geri dön (önce bir alandan ya da açık bir sorudan çık)
ui-custom-keys = Tuşlar: ↑↓ veya Tab oyuncu · ←→ sayaç · + − bir adım · rakamlar, sonra Enter: sayacı ayarla · Alt+N zar sayısı, Alt+S yüz sayısı (rakamlar, sonra Enter: zar at) · Alt+D sonraki zar · Alt+R zar at · Esc iptal eder
ui-text-size = Yazı boyutu
ui-table-lost = Masa kaybetti
ui-review-step = { $last } kayıttan { $step }.
ui-review-everyone = Herkes
ui-review-every-kind = Her tür hamle
ui-review-chart = Grafik:
ui-history-every-game = Her oyun
ui-history-all = Her oturum
ui-history-finished = bitti
ui-history-player = Oyuncu adı
ui-history-from = Başlangıç (YYYY-AA-GG)
ui-history-to = Bitiş (YYYY-AA-GG)
ui-history-newer = ◀ Daha yeni
ui-history-older = Daha eski ▶
ui-history-page = Sayfa { $page } / { $pages }
ui-history-row = { $when } · { $minutes } dakika · { $entries } kayıt · { $status }
ui-history-abandoned = bırakıldı
ui-history-trash = Silinenler (çöp)
ui-history-abandon = Bırak
ui-history-resume = Yeniden ele al
ui-history-delete = Sil
ui-history-delete-ask = Silinsin mi? Çöpe gider.
ui-history-restore = Geri getir
ui-restored-renamed = { $id } oturumu olarak geri yüklendi: { $old } kimliği başka bir oturumda ya da onun yedeğinde kullanılıyor.
ui-refused-mark = salt okunur: bir kayıt kurallarca reddediliyor
ui-read-only = Bu oturum başka bir pencerede açık: burada yalnızca okunur gösteriliyor.
ui-session-note = Bu oturum için bir not (Enter kaydeder)
ui-save-failed = Değişiklik ekranda duruyor ama kaydedilemedi: { $error }
ui-store-io = { $file }: { $error }
ui-store-format = { $file }, Tablekeeper'ın okuyabildiği bir dosya değil: { $error }
ui-store-unreadable = { $file } okunamadı ({ $error }). Karantinaya taşınamadığı için olduğu yerde bırakıldı: { $why }
ui-store-not-a-file = { $file } { $kind ->
        [folder] bir klasör
        [fifo] bir FIFO (adlandırılmış boru)
        [socket] bir soket
        [char] bir karakter aygıtı
        [block] bir blok aygıtı
        [dangling] hiçbir yeri göstermeyen bir sembolik bağlantı
       *[other] dosyadan başka bir şey
    }; normal bir dosya olmadığı için açılmadı.
ui-store-too-large = { $file } { $size } bayt; bir oturum dosyasının olabileceği { $limit } MiB'tan büyük olduğu için okunmadı.
ui-store-too-large-to-write = { $id } oturumu diskte { $size } bayt tutardı; bu, bir oturum dosyasının olabileceği { $limit } MiB'tan fazla. Hiçbir şey yazılmadı.
ui-store-claimed = { $id } oturumu az önce başka bir pencere ya da komut tarafından kaydedildi.
ui-store-locked = { $id } oturumu başka bir pencerede açık.
ui-store-busy = Başka bir Tablekeeper penceresi ya da komutu { $file } dosyasını değiştiriyor ve zamanında bitirmedi. Hiçbir şey değişmedi; yeniden deneyin.
ui-store-file = { $file }: { $error }
ui-store-not-found = { $id } kimlikli bir oturum yok.
ui-store-bad-id = “{ $id }” bir oturum kimliği değil (yalnızca harf, rakam, - ve _).
ui-store-encode = Oturum JSON olarak yazılamadı: { $error }
ui-store-read-only = { $id } oturumunda kuralların reddettiği bir kayıt var: yalnızca okunur ve dosyası olduğu gibi korunuyor.
ui-quarantined = { $file } okunamadı ({ $reason }). { $moved } konumuna taşındı; başka hiçbir şeye dokunulmadı.
ui-note-not-written = Nedenini anlatan not yazılamadı: { $error }
ui-session-warning = { $id } oturumu: { $warning }
ui-unknown-fields = dosyada Tablekeeper'ın okumadığı alanlar var; oturum bir sonraki kaydedilişinde bunlar yazılmaz: { $fields }
ui-skipped = { $file } olduğu gibi bırakıldı: { $reason }

## Kayıt
ui-log = Kayıt
ui-log-empty = Henüz bir şey olmadı.
ui-undone = Geri alınan adım
ui-undone-line = (geri alındı) { $line }
ui-note = Not (Enter kaydeder)
ui-edit-note = not ekle ya da düzenle
ui-older = Daha eski kayıtları göster ({ $count } tane daha)

## Ayarlar
ui-language = Dil
ui-theme = Tema
ui-system = Sistemle aynı
ui-theme-light = Açık
ui-theme-dark = Koyu
ui-contrast = Kontrast
ui-contrast-normal = Normal
ui-contrast-high = Yüksek
ui-delete-entry = bu kaydı sil

## Export and import
ui-export = Dışa aktar:
ui-export-session = Oturum dosyası
ui-export-json = JSON raporu
ui-export-csv = CSV
ui-export-csv-series = CSV, kayıt başına bir satır
ui-export-markdown = Markdown
ui-export-chart = Grafik (PNG)
ui-export-title = Oturumu dışa aktar
ui-import-files = Oturumları içe aktar…
ui-import = İçe aktar
ui-import-title = Oturum dosyalarını içe aktar
ui-file-sessions = Tablekeeper oturumları
ui-no-dialog = Burada dosya penceresi gösterilemiyor (ne masaüstü portalı ne de zenity var): yolu elle yazın.
ui-path-export = { $what } nereye kaydedilsin (bir dosya yolu):
ui-path-import = İçe aktarılacak oturum dosyası ya da içindeki bütün .json dosyaları içe aktarılacak bir klasör:
ui-path-placeholder = /home/siz/oturum.json
ui-path-save = Kaydet
ui-path-empty = Önce bir yol yazın.
ui-cancel = Vazgeç
ui-exported = { $what }, { $path } konumuna kaydedildi.
ui-export-failed = { $path } konumuna kaydedilemedi: { $error }
ui-chart-gone = Grafik artık ekranda değil: oturumun inceleme ekranını açıp grafiği yeniden kaydedin ({ $path } yazılmadı).
ui-imported = { $file }, { $id } oturumu olarak içe aktarıldı.
ui-imported-renamed = { $file }, { $id } oturumu olarak içe aktarıldı (kendi kimliği { $old } zaten kullanılıyor).
ui-imported-renamed-reserved = { $file }, { $id } oturumu olarak içe aktarıldı (kendi kimliği { $old } Windows'ta bir aygıta ayrılmış bir ad).
ui-imported-already = { $file } içe aktarılmadı: { $id } oturumu bu oyunun ta kendisi.
ui-imported-already-further = { $file } içe aktarılmadı: { $id } oturumu bu oyunun ta kendisi ve daha ileride.
ui-import-refused = { $file } içe aktarılmadı: { $why } Ayrıntı: { $detail }
ui-import-refused-entry = { $file } içe aktarılmadı: { $entry } numaralı kayıt { $rule } kuralınca reddediliyor. Hiçbir şey yazılmadı.

## Stats
ui-stats = İstatistikler
ui-stats-none = Henüz sonuçlanmış oyun yok.
ui-stats-more = … ve { $count } oyuncu daha (görmek için ada göre süzün).
ui-stats-players = Oyuncular
ui-stats-games = Oyunlar
ui-stats-versus = Karşı karşıya
ui-stats-vs = ile
ui-stats-pick-player = Bir oyuncu seçin
ui-stats-versus-help = İkisinin de oynadığı sonuçlanmış oyunları görmek için iki oyuncu seçin.
ui-stats-record = { $what } { $wins }/{ $games }
ui-stats-how = Nasıl kazandı: { $how }
ui-player-page = Oyuncu sayfası
ui-player-back = İstatistiklere dön
ui-player-no-games = Henüz sonuçlanmış oyun yok.
ui-player-recent = Son oyunlar
ui-player-also = Şöyle de yazılmış:
ui-player-also-none = başka yazılışı yok
ui-player-split = Ayır
ui-player-split-ask = { $name } yeniden { $person } kişisinden ayrı sayılsın mı?
ui-player-new-name = Yeni ad
ui-player-rename = Her yerde yeniden adlandır
ui-player-same-as = Şu kişiyle aynı:
ui-player-merge = Tek kişi yap
ui-player-merge-ask = { $name } bundan sonra { $into } olarak sayılsın mı?
ui-known-players = Bilinen oyuncular:
ui-known-none = Bu adda bilinen oyuncu yok.
ui-events = Etkinlikler
ui-events-none = Henüz etkinlik yok: bir ad verin, oyunu seçin ve oyuncuları yazın (Ana, Bo, Cy…).
ui-event-name = Etkinlik adı
ui-event-players = Virgülle ayrılmış oyuncular
ui-event-create = Etkinlik oluştur
ui-event-pair = { $round }. turu eşleştir
ui-event-round = { $round }. tur
ui-event-bye = Bay: { $name }
ui-event-table = Masa { $table }: { $players }
ui-event-start = Oyunu başlat
ui-event-won = { $name } kazandı
ui-event-draw = Berabere
ui-event-standings = Sıralama
ui-event-standing = { $rank }. { $name }: { $points } puan, { $wins }–{ $draws }–{ $losses }, OMW %{ $omw }, GW %{ $gw }, OGW %{ $ogw }
ui-event-dropped = çekildi
ui-event-drop = Etkinlikten çıkar
ui-event-drop-ask = { $name } sonraki turlardan çıkarılsın mı?
ui-event-taken = “{ $name }” adında bir etkinlik zaten var.
ui-event-missing = “{ $name }” adında bir etkinlik yok.
ui-event-file = { $file }: { $error }
ui-event-games = Oyunlar:
ui-event-seating = Oturma:
ui-event-two-player = İkili masalar (İsviçre)
ui-event-pods = 3–4 kişilik gruplar
ui-event-table-game = Masa { $table } ({ $game }): { $players }
ui-event-places = Sıralama, ilkten sona:
ui-event-place = { $place }.
ui-event-places-clear = Sıralamayı temizle
ui-event-change = Değiştir
ui-event-keep = Koru
ui-event-clear = Sonucu sil
ui-event-replaced = { $round }. tur, { $table }. masa: { $now } (eskisi: { $was }).
ui-event-cleared = { $round }. tur, { $table }. masa: sonuç silindi (eskisi: { $was }).
ui-event-after = { $rounds ->
        [0] Sıralama: henüz biten tur yok
       *[other] { $rounds } turdan sonra sıralama
    }
ui-event-under-way = { $round }. tur sürüyor: sonuçları şimdiden sayılır, bayı ise tüm sonuçlar girilince.
ui-event-standing-byes = ({ $byes } bay)
ui-event-print = Sıralamayı yazdır
ui-event-late = Geç katılım: ad
ui-event-enter = Katılımcı ekle
ui-event-return = Yeniden kat
ui-event-printed-open = Sıralama { $file } dosyasında, yazdırmak için açıldı (Ctrl+P yazdırır).
ui-event-printed = Sıralama { $file } dosyasında: yazdırmak için açın.
ui-event-print-failed = Sıralama { $file } dosyasına yazılamadı: { $error }
how-other = Diğer
how-hero_realms-last-standing = Ayakta kalan son
how-hero_realms-nobody-left = Ayakta kimse kalmadı
how-hero_realms-first-blood = İlk Kan
how-hero_realms-hydra = Hidra takımı
how-hero_realms-emperor = İmparator
how-karth-gold = Altın
how-karth-kp = Öldürme Puanı
how-karth-last-standing = Ayakta kalan son
how-karth-last-after = Ayakta kalan son
how-karth-nobody = Kimse kalmadı
how-kharnage-skulls = Kafatası
how-kharnage-largest-army = Eşitlik bozma: en büyük ordu
how-kharnage-most-tokens = Eşitlik bozma: Kharnage jetonları
how-kharnage-initiative = Eşitlik bozma: inisiyatif
how-kharnage-shared = Paylaşılan zafer
how-kings_armory-victory = Zafer
how-kings_armory-gate = Kapı düştü
how-kings_armory-heroes = Kahramanlar bayıldı
how-koth-battle = Savaş
how-custom-reach = Hedefe ulaştı
how-custom-last-above = Sınırın üstünde kalan son
how-custom-nobody-left = Kimse kalmadı
ui-history-every-mode = Her mod
ui-history-mode = Mod

## Eşitleme aracından çakışma kopyaları
ui-conflicts = { $count } çakışma kopyası
ui-conflicts-help = Bir eşitleme aracı (Syncthing, Nextcloud, Dropbox…) iki yerde değiştirilen bir oturumun iki sürümünü de tuttu. Bir kopyayı inceleyin, sonra onu oturumunun yerinde tutun (oturum çöpe gider) ya da atın (çöpe gider).
ui-conflict-of = { $id } oturumunun kopyası: { $file }
ui-conflict-row = Değiştirildi: { $when }, { $entries } kayıt
ui-conflict-review = Kopyayı incele
ui-conflict-keep = Bu kopyayı tut
ui-conflict-keep-ask = Bu kopya oturumunun yerine konsun mu? Oturum çöpe gider.
ui-conflict-discard = Kopyayı at
ui-conflict-discard-ask = Bu kopya çöpe taşınsın mı?
ui-conflict-mark = { $count } çakışma kopyası
ui-conflict-review-note = Bir çakışma kopyası, salt okunur: Geçmiş ekranında tutun ya da atın.
ui-result-duration = { $hours ->
    [0] Süre: { $minutes } dk
   *[other] Süre: { $hours } sa { $minutes } dk
}
ui-result-board = Masayı göster
ui-result-review = Oyunu incele
ui-result-rematch = Rövanş
ui-result-standings = Son durum
ui-result-show = Sonuç
ui-turn-now = Sıra şimdi { $name } oyuncusunda
ui-chart-entries = Kayıt
ui-chart-goal = Kazanma eşiği: { $value }
# Why a file was not imported, before the technical detail.
ui-import-why-missing = bu adda bir dosya ya da klasör yok.
ui-import-why-empty-folder = klasörde hiç oturum dosyası (.json) yok.
ui-import-why-unreadable = dosya okunamadı.
ui-import-why-too-large = dosya bir oturum olamayacak kadar büyük.
ui-import-why-not-a-session = bu bir Tablekeeper oturumu değil ya da bozuk.
ui-import-why-unknown-fields = Tablekeeper'ın tanımadığı alanlar içeriyor (bir yazım hatası mı?).
ui-import-why-control-character = içindeki bir ad denetim karakterleri içeriyor.
ui-import-why-refused-entry = kurallar kayıtlarından birini reddediyor.
ui-import-why-not-saved = veri klasörüne kaydedilemedi.
# The desktop could not show a file dialog (a failed portal).
ui-dialog-failed = Masaüstünün dosya penceresi açılmadı: bunun yerine dosyanın yolunu yazın.

## The live page for phones
share-turn = Sıra: { $name }
share-live = Canlı
share-offline = Yeniden bağlanıyor…
share-log = Son değişiklikler
share-empty = Henüz bir şey olmadı.
share-act-no-control = Bu telefonda şu an böyle bir düğme yok.
share-act-not-saved = Ana bilgisayara kaydedilmedi: { $error }
share-seats = Skor tablosu
share-seats-player = Oyuncu
share-seat-yours = Yeriniz: { $name }
share-seat-undo = Son değişikliğimi geri al
share-said-seat = { $name }: { $changes }.
share-said-number = { $label } { $value } ({ $change })
ui-share = Telefonlarda göster
ui-share-stop = Göstermeyi bırak
ui-share-here = Yalnızca bu bilgisayar
ui-share-network = Bu ağdaki telefonlar
ui-share-seats = Her telefon kendi yerini yönetir
ui-share-viewers = İzleyiciler
ui-share-seat-open = { $name } (bağlı)
ui-share-seat-waiting = { $name } (henüz değil)
ui-share-seat-link = { $name } için bağlantı, yalnızca kendi telefonu için:
ui-share-new-links = Yeni bağlantılar
ui-share-open = Bu adresi bir tarayıcıda açın:
ui-share-browser = Tarayıcıda aç
ui-share-browser-failed = Tarayıcı açılamadı: { $error }
ui-share-failed = Oyun telefonlarda gösterilemedi: { $error }
ui-share-no-network = Bu bilgisayar bir telefonun erişebileceği bir ağda değil; yalnızca burada gösteriliyor.
cli-serve-at = { $session }, { $url } adresinde gösteriliyor (Ctrl+C durdurur).

## The clock
ui-clock = Oynanan süre: { $time }
ui-clock-turn = { $name }: { $time } düşünme
ui-clock-paused = Duraklatıldı: { $time } oynandı
ui-clock-pause = Duraklat
ui-clock-resume = Sürdür
ui-log-paused = { $from } ile { $to } arası duraklatıldı ({ $length })
ui-log-paused-now = { $from } itibarıyla duraklatıldı
ui-log-left = { $from } ile { $to } arası açık değildi ({ $length })
ui-log-left-now = { $from } itibarıyla açık değil
ui-timer = Tur süresi
ui-timer-off = Kapalı
ui-timer-minutes = { $minutes } dk
ui-timer-seconds = { $seconds } sn
ui-timer-out = Süre bitti!

## Telefonlar için canlı sayfa: oyunun etkinliğinin sıralaması
share-event-after = { $round ->
        [0] Sıralama: henüz biten tur yok
       *[other] { $round }. tur sonrası sıralama
    }
share-event-rank = Sıra
share-event-player = Oyuncu
share-event-points = Puan
share-event-record = G–B–M
share-event-dropped = çekildi
share-event-here = bu masa

## The printable standings sheet (src/event/sheet.rs)
sheet-standings = Sıralama
sheet-after = { $rounds ->
        [0] ilk turdan önce
       *[other] { $rounds } tur sonunda
    }
sheet-during = { $round }. tur sürüyor
sheet-printed = yazdırma tarihi: { $time }
sheet-rank = Sıra
sheet-player = Oyuncu
sheet-points = Puan
sheet-record = G–B–M
sheet-byes = Bay
sheet-omw = OMW
sheet-gw = GW
sheet-ogw = OGW
sheet-percent = %{ $percent }
sheet-dropped = çekildi
sheet-pairings = { $round }. tur eşleşmeleri
sheet-table = Masa { $table }: { $players }
sheet-table-game = Masa { $table } ({ $game }): { $players }
sheet-bye = Bay: { $name }
sheet-legend = G–B–M: galibiyet (baylar dahil), beraberlik, mağlubiyet. Puan eşitliğinde önce OMW (rakiplerin maç kazanma yüzdesi), sonra GW (oyun kazanma yüzdesi), sonra OGW (rakiplerin oyun kazanma yüzdesi) belirleyicidir.
