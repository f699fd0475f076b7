# Menü girdisi ve yazılım merkezindeki sayfa (tr): tests/packaging.rs
# bunları packaging/linux/ içine yazar. Programda yoktur. Anahtarlar her
# dilde aynı olmalıdır.

desktop-generic-name = Masa oyunu takipçisi
desktop-comment = Masada altın, can, puan ve daha fazlasını zar ve kâğıt yerine takip edin
# Arama sözcükleri, her biri noktalı virgülle biter.
desktop-keywords = takip;sayaç;skor;puan;masa oyunu;kutu oyunu;kart oyunu;Heroes of Karth;Hero Realms;Kharnage;Koth;King's Armory;
metainfo-summary = Masada altın, can ve puanları zar ve kâğıt yerine takip edin
metainfo-intro =
    Tablekeeper, masada açık duran oyun arkadaşıdır: oyuncuların oyun
    sırasında altını, canı, puanları ve benzerlerini takip etmek için
    kullandığı zarların ve kâğıdın yerini alır.
metainfo-safe =
    Her değişiklikten sonra oyunun kazanma koşullarını denetler, kazananı
    ve nedenini söyler; her oturumu her değişiklikten sonra kaydeder, böylece
    dizüstü bilgisayar kapansa da hiçbir şey kaybolmaz; geçmiş oturumlara
    ve günlüklerine geri bakmanızı sağlar.
metainfo-games = Oyunlar:
metainfo-karth = Heroes of Karth: Deathmatch: Altın, Ruhsal Enerji, Öldürme Puanı ve birimlerin can puanları; 1'e 1, 2'ye 2 ve herkes herkese karşı
metainfo-hero-realms = Hero Realms: can, turun Altın ve Savaş havuzları, şampiyonlar ve muhafızlar; Herkes herkese karşı, Avcı, Hidra ve İmparator
metainfo-kharnage = Kharnage: her turun inisiyatifi, yok edilen kartlar ve Kharnage jetonları; hakimiyet kafatasları ve her eşitlik bozma hesaplanır
metainfo-koth = Koth: Komuta Puanı, beş sütun, deste ve üst üste iki oyunla kazanılan savaşlar
metainfo-kings-armory = The King's Armory: Kale Kapısı, kahramanlar ve her dalganın canavarları durum jetonlarıyla, dükkân ve masanın altını; bütün masa birlikte kazanır ya da kaybeder
metainfo-custom = Özel sayaçlar: istediğiniz kadar oyuncu, adlandırılmış sayaçlar ve isteğe bağlı bir kazanma kuralı, diğer her oyun için
metainfo-cli =
    Aynı programın kayıtlı oturumları listeleyen, gösteren, denetleyen ve
    dışa aktaran (JSON, CSV veya Markdown) bir komut satırı da vardır.
