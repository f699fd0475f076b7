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
ui-no-screen = { $game } için henüz ekran yok; komut satırından oynatılıp gösterilebilir.

## Özel oyun kurulumu
ui-players = Oyuncular
ui-player-n = Oyuncu { $n }
ui-name = Ad
ui-remove = Kaldır
ui-add-player = Oyuncu ekle
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
ui-zoom-percent = % { $percent }
ui-zoom-reset = % 100
ui-zoom-keys = Ctrl+= ve Ctrl+− yakınlaştırır, Ctrl+0 sıfırlar.
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
ui-history-no-winner = bitti, kazanan yok
ui-history-row = { $when } · { $minutes } dakika · { $entries } kayıt · { $status }
ui-history-abandoned = bırakıldı
ui-history-trash = Silinenler (çöp)
ui-history-abandon = Bırak
ui-history-resume = Yeniden ele al
ui-history-delete = Sil
ui-history-delete-ask = Silinsin mi? Çöpe gider.
ui-history-restore = Geri getir
ui-refused-mark = salt okunur: bir kayıt kurallarca reddediliyor
ui-read-only = Bu oturum başka bir pencerede açık: burada yalnızca okunur gösteriliyor.
ui-session-note = Bu oturum için bir not (Enter kaydeder)
ui-save-failed = Değişiklik ekranda duruyor ama kaydedilemedi: { $error }
ui-store-error = { $error }
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
ui-delete-entry = bu kaydı sil
