## Komut satırı: hatalar, uyarılar ve komutların söyledikleri, kullanıcının
## dilinde (`--json` ve dışa aktarılan dosyalar İngilizce kalır).

cli-no-data-folder = veri klasörü yok: TABLEKEEPER_DATA_DIR değişkenini ayarlayın ya da --data-dir verin
cli-no-such-data-folder = { $path }: böyle bir veri klasörü yok
cli-not-a-data-folder = { $path }: bir Tablekeeper veri klasörü değil (içinde sessions/ yok)
cli-not-a-folder = { $path }: bir klasör değil
cli-path-error = { $path }: { $error }
cli-leftover-removed = { $path }: silindi; yarıda kesilen bir kaydetmeden kalan geçici bir dosyaydı
cli-serve-no-sessions = serve: veri klasöründe hiç oturum yok
cli-serve-bind = --bind { $bind }: { $error }
cli-empty-target = boş bir oturum kimliği ya da yol: bir kimlik (bkz. `tablekeeper list`) ya da bir oturum dosyası verin
cli-no-such-file = { $path }: böyle bir dosya yok
cli-recovered = { $file }: okunamadı ({ $reason }); taşındığı yer: { $moved }; önceki sürüm geri yüklendi
cli-session-warning = { $id } oturumu: { $warning }
cli-stdout = standart çıktı: { $error }
cli-no-window = buradan pencere açılmaz
cli-skipped = { $path }: atlandı ({ $why })
cli-conflict-unreadable = çakışma kopyası { $file }: okunamadı ({ $error })
cli-sentences = { $first } { $then }
cli-refused = { $command }: { $why } (kural { $rule })
cli-command-error = { $command }: { $error }
cli-file-entry-refused = { $file }: kayıttaki { $entry }. giriş: { $why } (kural { $rule })
cli-file-refused-by-rule = { $file }: { $why } (kural { $rule })
cli-unknown-fields = { $file }: { $more ->
        [0] { $count ->
            [one] bilinmeyen alan: { $fields } (yazım hatası mı?)
           *[other] bilinmeyen alanlar: { $fields } (yazım hatası mı?)
        }
       *[other] bilinmeyen alanlar: { $fields } ve { $more } tane daha (yazım hatası mı?)
    }
cli-import-empty-name = boş bir dosya adı: içe aktarılacak bir şey yok
cli-import-missing = { $file }: bu adda bir dosya ya da klasör yok
cli-import-empty-folder = { $file }: içinde hiç .json dosyası olmayan bir klasör
cli-import-not-saved = { $file }: içe aktarılmadı: { $error }
cli-output-empty = --output: boş dosya adı
cli-output-folder = { $path }: bir klasör
cli-output-session = { $path }: bir Tablekeeper oturum dosyası; üzerine yazılmıyor (başka bir dosya seçin)
cli-output-read-only = { $path }: salt okunur; değiştirilmiyor (yazılabilir yapın ya da başka bir dosya seçin)
cli-output-not-a-name = { $path }: bir dosya adı değil
cli-output-cannot-write = { $path }: oraya yazılamıyor: { $error }
cli-output-hard-link = { $path }: yalnızca Tablekeeper'ın yazdığı { $kept } dosyasının başka bir adı (sabit bağlantı); başka bir yer seçin
cli-kept-in-data-folder = { $path }: { $folder } veri klasöründeki { $what }; onu yalnızca Tablekeeper yazar (başka bir yer seçin)
cli-kept-in-folder = { $path }: bir Tablekeeper veri klasörünün { $name }/ klasöründe ({ $folder }); oraya yalnızca Tablekeeper yazar, başka bir yer seçin
cli-kept-folder-name = { $name }/ klasörünün adı
cli-kept-file = { $what ->
        [roster] oyuncu listesi
        [settings] ayarlar dosyası
       *[index] dizin
    }
cli-kept-work-file = { $what ->
        [roster] oyuncu listesinin bir yedeği, kilidi ya da geçici dosyası
        [settings] ayarların bir yedeği, kilidi ya da geçici dosyası
       *[index] dizinin bir yedeği, kilidi ya da geçici dosyası
    }
cli-kept-sync-copy = { $what ->
        [roster] bir eşitleme aracının bıraktığı oyuncu listesi kopyası
        [settings] bir eşitleme aracının bıraktığı ayarlar kopyası
       *[index] bir eşitleme aracının bıraktığı dizin kopyası
    }
cli-kept-lock = bir kilit dosyası
cli-kept-being-written = yazılmakta olan bir dosya
cli-event-dropped-out = { $player } etkinlikten çekildi ({ $event }): artık eşleştirilmez, sıralamada kalır
cli-event-entered = { $player } etkinliğe katıldı ({ $event }): { $round }. turdan itibaren eşleştirilir
cli-event-returned = { $player } etkinliğe geri döndü ({ $event }): { $round }. turdan itibaren yeniden eşleştirilir
cli-event-taken = “{ $name }” adında bir etkinlik zaten var ({ $file }).
cli-event-no-folder = event standings: henüz veri klasörü yok, dolayısıyla etkinlik de yok
cli-event-kind-two = ikili masalar, İsviçre sistemiyle eşleştirme
cli-event-kind-pods = 3–4 kişilik gruplar hâlinde
cli-event-games = { $games } ({ $kind })
cli-event-players = { $count ->
       *[other] { $count } oyuncu: { $players }
    }
cli-event-cleared = sonuç silindi
cli-event-result = { $event }, { $round }. tur, masa { $table }: { $result }
cli-event-result-replaced = { $event }, { $round }. tur, masa { $table }: { $result }; yerine geçtiği sonuç: { $was }
cli-event-draw = berabere bitti
cli-event-places = sıralama: { $places }
cli-event-versus = { $a } – { $b }
cli-event-after = { $played ->
       *[other] { $event }: { $played } turdan sonra
    }
cli-event-after-under-way = { $played ->
       *[other] { $event }: { $played } turdan sonra, { $round }. tur sürüyor
    }
cli-event-after-under-way-bye = { $played ->
       *[other] { $event }: { $played } turdan sonra, { $round }. tur sürüyor (bayı, tüm sonuçları girilince sayılır)
    }
cli-event-line = { $event }: { $games }; { $players ->
       *[other] { $players } oyuncu
    }; { $rounds ->
       *[other] { $rounds } tur
    }
cli-players-no-folder = { $command }: henüz veri klasörü yok, dolayısıyla oyuncu da yok
cli-players-unknown = { $command }: “{ $name }” adında bir oyuncu yok
cli-players-renamed = { $old } artık her oturumun istatistiklerinde { $new } olarak geçiyor; oturumlar kendi yazımlarını koruyor
cli-players-merged = { $name } ve { $into } artık tek kişi: { $person } ({ $a } + { $b } oyun)
cli-players-split = { $spelling } yeniden ayrı bir kişi, artık { $was } değil
cli-players-none = Henüz oyuncu yok.
cli-players-games = { $count ->
       *[other] { $count } oyun
    }
cli-players-won = { $wins } galibiyet (%{ $percent })
cli-players-also = diğer yazımları: { $names }
