# La entrada del menú y la página del centro de software (es):
# tests/packaging.rs las escribe en packaging/linux/. No están en el
# programa. Las claves deben coincidir en todos los idiomas.

desktop-generic-name = Marcador para juegos de mesa
desktop-comment = Lleva el oro, la salud, los puntos y más en la mesa, sin dados ni papel
# Palabras de búsqueda, cada una terminada en punto y coma.
desktop-keywords = marcador;contador;puntos;juego de mesa;juego de cartas;Heroes of Karth;Hero Realms;Kharnage;Koth;King's Armory;
metainfo-summary = Lleva el oro, la salud y los puntos en la mesa, sin dados ni papel
metainfo-intro =
    Tablekeeper es el compañero que se queda abierto sobre la mesa:
    sustituye los dados y el papel con los que los jugadores llevan el oro,
    la salud, los puntos y demás durante la partida.
metainfo-safe =
    Comprueba las condiciones de victoria del juego tras cada cambio y dice
    quién gana y por qué; guarda cada partida tras cada cambio, para que no
    se pierda nada si el portátil se apaga; y permite repasar las partidas
    anteriores y sus registros.
metainfo-games = Juegos:
metainfo-karth = Heroes of Karth: Deathmatch: Oro, Energía Espiritual, Puntos de Baja y los puntos de vida de las unidades; 1 contra 1, 2 contra 2 y todos contra todos
metainfo-hero-realms = Hero Realms: salud, el Oro y el Combate del turno, campeones y guardias; Todos contra todos, Cazador, Hidra y Emperador
metainfo-kharnage = Kharnage: iniciativa, cartas destruidas y fichas de Kharnage de cada ronda; las calaveras de dominación y cada desempate resueltos
metainfo-koth = Koth: Puntos de Mando, las cinco columnas, el mazo y batallas ganadas con dos partidas seguidas
metainfo-kings-armory = The King's Armory: la Puerta del Castillo, los héroes y los monstruos de cada oleada con sus fichas de estado, la tienda y el oro de la mesa; toda la mesa gana o pierde junta
metainfo-custom = Contadores libres: cualquier número de jugadores, cualquier contador con nombre y una regla de victoria opcional, para cualquier otro juego
metainfo-cli =
    El mismo programa tiene una línea de órdenes que lista, muestra,
    comprueba y exporta las partidas guardadas (JSON, CSV o Markdown).
