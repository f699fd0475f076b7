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
cli-serve-seat = { $number }. oyuncu yeri, { $name }: { $url }
cli-serve-seats = --seats: { $error }
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

## Komut satırının alamadığı argümanlar: her biri için bir satır.

cli-arg-not-utf8 = { $n }. argüman geçerli UTF-8 değil: `{ $arg }`
cli-arg-given-twice = { $option }: iki kez verildi
cli-arg-does-not-apply = { $option }, { $command } için geçerli değil (bkz. --help)
cli-arg-not-both = { $command }: { $a } ya da { $b }, ikisi birden değil
cli-arg-bind = --bind: `{ $value }`, 127.0.0.1:8080 gibi bir adres ve bağlantı noktası değil
cli-arg-series = export: --series yalnızca --format csv ile kullanılır
cli-arg-not-a-game = --game: `{ $value }` bir oyun değil
cli-arg-against = stats: --against için --player gerekir
cli-arg-missing = { $command }: { $what } eksik
cli-arg-missing-one = { $command }: { $what ->
        [file] oturum dosyası eksik
       *[target] oturum kimliği ya da dosyası eksik
    }
cli-arg-or = { $a } ya da { $b }
cli-arg-unknown-command = { $word }: bilinmeyen komut (bkz. --help)
cli-arg-not-with = { $option }: { $other } ile birlikte olmaz
cli-arg-takes-no-value = { $option }: değer almaz
cli-arg-empty-value = { $option }: boş değer
cli-arg-missing-value = { $option }: değer eksik
cli-arg-not-one-of = { $option }: `{ $value }` şunlardan biri değil: { $valid }
cli-arg-missing-command = { $command }: komut eksik (bkz. --help)
cli-arg-needs-command = { $option }: bir komut gerekir (bkz. --help)
cli-arg-unknown-option = { $option }: bilinmeyen seçenek (bkz. --help)
cli-arg-takes-no-arguments = { $command }: argüman almaz
cli-arg-too-many = { $command }: fazla argüman (beklenen: { $values })
cli-arg-too-many-one = { $command }: fazla argüman ({ $what ->
        [file] tek bir oturum dosyası
       *[target] tek bir oturum kimliği ya da dosyası
    } bekleniyordu)
cli-arg-other = { $error } (bkz. --help)

## --help: komut satırının tanımı sözcüklerle (kullanım satırları
## sözdizimidir ve olduğu gibi kalır).

cli-help-usage = Kullanım:
cli-help-commands = Komutlar
cli-help-arguments = Argümanlar
cli-help-options = Seçenekler
cli-help-possible-values = Olası değerler:
cli-help-default = [varsayılan: { $value }]
cli-help-tablekeeper = Masa oyunlarını zar ve kâğıt yerine kaydeder
cli-help-tablekeeper-long =
    Masa oyunlarını zar ve kâğıt yerine kaydeder.

    Komut verilmezse pencereyi açar. Komutlar kayıtlı oturumları (ya da bir oturum dosyasını) okur; onları yazdırır, denetler ya da dışa aktarır.
cli-help-tablekeeper-after = Hatalar neyin nerede olduğunu söyleyen tek bir satırla bildirilir ve çıkış kodu 2 olur.
cli-help-tablekeeper-help = Yardımı yazdırır
cli-help-tablekeeper-data-dir = Veri klasörü (varsayılan: $TABLEKEEPER_DATA_DIR, o da yoksa platformun veri klasörü); onu yalnızca import, event değişiklikleri ve pencere oluşturur
cli-help-tablekeeper-version = Sürümü yazdırır
cli-help-list = Kayıtlı oturumları listeler, en yenisi önce
cli-help-list-json = JSON olarak yazdırır
cli-help-list-ids = Yalnızca oturum kimliklerini yazdırır, her satıra bir tane (betikler ve kabuk tamamlama için)
cli-help-list-utc = Saatleri yerel saate göre ve yerel ayarın yazdığı gibi değil, UTC olarak (ISO 8601) yazdırır
cli-help-show = Bir oturumun kurulumunu, sıralamasını, sonucunu ve kaydını yazdırır
cli-help-show-target = Veri klasöründeki bir oturum kimliği, onun sessions/ klasöründeki bir çakışma kopyasının dosya adı ya da bir oturum dosyası
cli-help-show-json = JSON olarak yazdırır
cli-help-show-utc = Saatleri yerel saate göre ve yerel ayarın yazdığı gibi değil, UTC olarak (ISO 8601) yazdırır
cli-help-replay = Bir oturum dosyasını denetler ve sonucu yazdırır
cli-help-replay-long =
    Bir oturum dosyasını denetler ve sonucu yazdırır.

    Dosyanın kaydını oyunun kurallarına göre baştan oynatır; reddedilen bir giriş denetimi başarısız kılar ve girişin numarasını (1'den başlayarak) ve kuralı söyler.
cli-help-replay-file = Bir oturum dosyası
cli-help-replay-json = JSON olarak yazdırır; başarısız bir denetim {"{"}"error", "entry", "rule"{"}"} de yazdırır
cli-help-import = Oturum dosyalarını ya da bunları içeren klasörleri veri klasörüne aktarır
cli-help-import-long =
    Oturum dosyalarını ya da bunları içeren klasörleri veri klasörüne aktarır.

    Her dosya replay'in denetlediği gibi denetlenir; reddedilen dosya girişi ve kuralıyla birlikte adıyla bildirilir ve ondan hiçbir şey yazılmaz. Veri klasöründe zaten bulunan bir oturum (hangi kimlikle olursa olsun aynı oyun) atlanır. Bir oturum kimliğini korur; ancak bu kimlik veri klasöründe (ya da çöp kutusunda) kullanılıyorsa ya da Windows'un bir aygıta ayırdığı bir adsa (con, nul…) yeni bir kimlik alır. Her argüman bildirilir; biri bile reddedilirse komut başarısız olur.
cli-help-import-files = Oturum dosyaları ya da .json oturum dosyaları içeren klasörler
cli-help-export = Bir oturumu JSON, CSV ya da Markdown olarak dışa aktarır
cli-help-export-target = Veri klasöründeki bir oturum kimliği, onun sessions/ klasöründeki bir çakışma kopyasının dosya adı ya da bir oturum dosyası
cli-help-export-format = Biçim
cli-help-export-format-json = JSON olarak tam rapor
cli-help-export-format-csv = CSV olarak kayıt (bayt sırası işaretli UTF-8 ve CRLF satır sonlarıyla, Excel'in okuduğu gibi)
cli-help-export-format-md = Markdown olarak rapor
cli-help-export-output = Standart çıktı yerine FILE dosyasına yazar (`-` standart çıktıdır); hiçbir sistemde bir oturum dosyasının üzerine ya da veri klasörünün sessions/ klasörüne, Windows'un bir aygıta ayırdığı bir ada (CON, NUL, COM1…) ya da nokta veya boşlukla biten bir ada yazmaz
cli-help-export-series = --format csv ile: her giriş için bir satır ve her koltuğun her sayısı için bir sütun, bir hesap tablosunun grafiği için
cli-help-serve = Bir oturumu telefonlarda ve başka ekranlarda canlı gösterir: oturumun dosyası değiştikçe (pencere ya da onu oynayan başka bir bilgisayar) güncellenen, salt okunur bir web sayfası; Ctrl+C ile durdurulana dek
cli-help-serve-long =
    Bir oturumu telefonlarda ve başka ekranlarda canlı gösterir: oturumun dosyası değiştikçe (pencere ya da onu oynayan başka bir bilgisayar) güncellenen, salt okunur bir web sayfası; Ctrl+C ile durdurulana dek.

    Sayfanın adresini yazdırır; adres rastgele bir belirteç taşır, belirteci olmayan her istek 404 alır. --bind başka bir şey söylemedikçe yalnızca yerel döngü arayüzünde dinler (0.0.0.0:PORT: bu bilgisayarın bağlı olduğu her ağ).

    --seats ile ayrıca her oyuncu yeri için kendi belirteci olan bir bağlantı yazdırır: onu açan telefon yalnızca o yerin kendi sayılarını değiştirir; değişiklikler oyunun kurallarınca denetlenir ve oturumun dosyasına kaydedilir (bir pencere oturumu açık tuttuğu sürece reddedilir).
cli-help-serve-session = Gösterilecek oturum; verilmezse en son değişen
cli-help-serve-bind = Dinlenecek adres ve bağlantı noktası
cli-help-serve-seats = Ayrıca her oyuncu yeri için, o yerin oyuncusunun kendi sayılarını değiştirdiği bir bağlantı yazdır
cli-help-stats = Kayıtlı oturumlardan sayılar: oyuncu başına, oyun başına, karşılıklı
cli-help-stats-json = JSON olarak yazdırır
cli-help-stats-game = Yalnızca bu oyun
cli-help-stats-player = Yalnızca bu oyuncunun olduğu oturumlar (büyük-küçük harf fark etmez)
cli-help-stats-against = --player ile: ikisinin birlikte oynadıkları oyunlarda nasıl sonuç aldıkları
cli-help-players = Oturumlardan bilinen oyuncular: listeler, birinin adını değiştirir, iki yazımı tek kişi yapar ya da yeniden ayırır
cli-help-players-long =
    Oturumlardan bilinen oyuncular: listeler, birinin adını değiştirir, iki yazımı tek kişi yapar ya da yeniden ayırır.

    Komut verilmezse listeler: kayıtlı oturumlardaki her kişi ve her ad, en çok oyunu olan önce; oyunları, galibiyetleri, diğer yazımları ve rengiyle. rename OLD NEW bir oyuncuya başka bir ad verir; merge NAME INTO, NAME'i ve yazımlarını INTO'nun yazımları yapar; split SPELLING bir merge ya da rename işlemini geri alır. Bunlar veri klasöründeki roster.json dosyasında tutulur (klasör var olmalıdır): hiçbir oturum yeniden yazılmaz, her biri adları yazıldığı gibi korur; istatistikler ve pencere bir kişinin her yazımını o kişi olarak sayar.
cli-help-players-json = JSON olarak yazdırır (listelerken)
cli-help-players-list = Tüm oyuncuları listeler, en çok oyunu olan önce (varsayılan)
cli-help-players-list-json = JSON olarak yazdırır
cli-help-players-rename = Bir oyuncuya her oturumun istatistiklerinde başka bir ad verir; oturumlar kendi yazımlarını korur ve bu yazım oyuncunun yazımlarından biri olur
cli-help-players-rename-old = Oyuncunun adı ya da yazımlarından herhangi biri
cli-help-players-rename-new = Yeni ad: başka birinin adı olmamalı
cli-help-players-merge = NAME'i ve tüm yazımlarını INTO'nun yazımları yapar: bundan sonra tek kişi
cli-help-players-merge-name = Birleştirilecek oyuncu
cli-help-players-merge-into = Onun aslında olduğu oyuncu
cli-help-players-split = Bir yazımı yeniden ayrı bir kişi yapar; bir merge ya da rename işlemini geri alır
cli-help-players-split-spelling = Bir oyuncunun diğer yazımlarından biri
cli-help-event = Ev sahipleri için etkinlikler (bir oyun gecesi, bir lig ya da bir turnuva): oluşturur, turlarını eşleştirir, sonuçları girer, oyuncuları çıkarır, sıralamayı yazdırır
cli-help-event-long =
    Ev sahipleri için etkinlikler (bir oyun gecesi, bir lig ya da bir turnuva): oluşturur, turlarını eşleştirir, sonuçları girer, oyuncuları çıkarır, sıralamayı yazdırır.

    new NAME --game GAME --players A,B,... bir etkinlik oluşturur (oyunları masalar arasında dönen bir oyun gecesi için --game bir kez daha; puana göre dengelenmiş 3–4 kişilik gruplar için --format pods; varsayılan, İsviçre sistemiyle eşleştirilen ikili masalar, Kharnage için gruplar); pair NAME sonraki turu eşleştirir; result NAME --round R --table T --winner PLAYER (ya da --draw, ya da --places A,B,...) bir masanın sonucunu girer; drop NAME PLAYER bir oyuncuyu sonraki turların dışında bırakır, return NAME PLAYER onu geri getirir, enter NAME PLAYER geç gelen birini katar; standings NAME (--html: yazdırılacak sayfa) ve list yazdırır. Bir etkinlik veri klasöründeki events/NAME.json dosyasında tutulur ve onu yalnızca ev sahibi yazar. Bir masanın eşleştirmesinden başlatılan oturum, dosyası sessions/ klasörüne (eşitlenen bir klasör) gelir gelmez o masanın sonucunu verir; elle girilen bir sonuç ondan önce gelir.
cli-help-event-new = Bir etkinlik oluşturur; dosyasını ve oyuncularını yazdırır
cli-help-event-new-name = Etkinliğin adı (dosyası bu adı taşır)
cli-help-event-new-games = Oynanan oyun; bir oyun gecesi için birkaç tane (tekrarlanarak ya da virgülle ayrılarak)
cli-help-event-new-format = İsviçre sistemiyle eşleştirilen ikili masalar ya da 3–4 kişilik gruplar (varsayılan: Kharnage için gruplar, diğerleri için ikili masalar)
cli-help-event-new-format-two-player = İkili masalar, İsviçre sistemiyle eşleştirilir
cli-help-event-new-format-pods = 3–4 kişilik gruplar, puana göre dengelenir
cli-help-event-new-players = Oyuncular, virgülle ayrılmış (en az iki)
cli-help-event-pair = Sonraki turu eşleştirir; masalarını ve bayını yazdırır
cli-help-event-pair-long =
    Sonraki turu eşleştirir; masalarını ve bayını yazdırır.

    Son turun bir masasının sonucu yokken reddedilir.
cli-help-event-pair-name = Etkinliğin adı (büyük-küçük harf fark etmez)
cli-help-event-pair-json = Turu JSON olarak yazdırır
cli-help-event-result = Bir masanın sonucunu elle girer, düzeltir ya da siler (neyin yerine geçtiğini söyler)
cli-help-event-result-name = Etkinliğin adı (büyük-küçük harf fark etmez)
cli-help-event-result-round = Tur, 1'den başlayarak
cli-help-event-result-table = Masa, 1'den başlayarak
cli-help-event-result-winner = Kazanan oyuncu
cli-help-event-result-draw = Kimse kazanmadı
cli-help-event-result-places = Bir gruptaki her oyuncunun sırası, ilkten sona
cli-help-event-result-clear = Sonucu geri alır: masanın sonucu kalmaz (bir oturumun sonucu da artık sayılmaz)
cli-help-event-drop = Bir oyuncuyu çıkarır: artık eşleştirilmez, sıralamada kalır
cli-help-event-drop-name = Etkinliğin adı (büyük-küçük harf fark etmez)
cli-help-event-drop-player = Çıkarılacak oyuncu
cli-help-event-enter = Bir oyuncuyu geç katar: sonraki turdan itibaren eşleştirilir, kaçırdığı turlar için puan almaz
cli-help-event-enter-name = Etkinliğin adı (büyük-küçük harf fark etmez)
cli-help-event-enter-player = Yeni oyuncu (katılmış bir oyuncunun adı olmamalı)
cli-help-event-return = Çekilmiş bir oyuncuyu geri getirir: sonraki turdan itibaren yeniden eşleştirilir
cli-help-event-return-name = Etkinliğin adı (büyük-küçük harf fark etmez)
cli-help-event-return-player = Çekilen oyuncu
cli-help-event-standings = Sıralamayı yazdırır: sıra, puan, G-B-M, bay, OMW, GW, OGW
cli-help-event-standings-name = Etkinliğin adı (büyük-küçük harf fark etmez)
cli-help-event-standings-json = JSON olarak yazdırır
cli-help-event-standings-html = Bunun yerine yazdırılacak sıralama sayfasını verir: açık turun masalarıyla tek bir HTML sayfası (A4, başka yerden hiçbir şey yüklenmez)
cli-help-event-list = Etkinlikleri listeler: ad, oyunlar, oyuncular, oynanan turlar
cli-help-event-list-json = JSON olarak yazdırır
cli-help-help = Bu yardımı ya da verilen komutun yardımını yazdırır
