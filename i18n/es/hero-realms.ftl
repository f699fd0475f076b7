# hero-realms — textos del marcador de este juego (es). Las claves deben coincidir con i18n/en/hero-realms.ftl.

## Refusals
rule-hero_realms-hydra-teams = Hidra necesita dos equipos del mismo tamaño: 4 o 6 jugadores (hay { $count }).
rule-hero_realms-hydra-player-health = En Hidra cada equipo comparte la salud: indica la salud del equipo, no la de cada jugador.
rule-hero_realms-team-health-hydra-only = La salud compartida de equipo solo se usa en Hidra.
rule-hero_realms-health-count = Indica una salud inicial para todos los jugadores o para ninguno ({ $count } indicadas, { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}).
rule-hero_realms-health-positive = La salud inicial debe ser al menos 1 (no { $health }).
rule-hero_realms-game-over = La partida ha terminado.
rule-hero_realms-not-enough-gold = { $player } solo tiene { $gold } de oro, no { $amount }.
rule-hero_realms-not-enough-combat = { $player } solo tiene { $combat } de combate, no { $amount }.
rule-hero_realms-amount-positive = La cantidad debe ser al menos 1 (no { $amount }).
rule-hero_realms-defense-positive = La defensa de un campeón debe ser al menos 1 (no { $defense }).
rule-hero_realms-too-many-champions = { $player } ya tiene { $max ->
    [one] { $max } campeón
   *[other] { $max } campeones
} en juego.
rule-hero_realms-already-expended = { $champion } ya está agotado este turno.
rule-hero_realms-own-target = Los jugadores no pueden atacarse ni elegirse como objetivo a sí mismos ni a sus propios campeones.
rule-hero_realms-teammate = { $target } es compañero de equipo y no se le puede atacar ni elegir como objetivo.
rule-hero_realms-target-out = { $target } está fuera de la partida.
rule-hero_realms-hunter-left-only = Cazador: { $player } solo puede atacar o elegir como objetivo al jugador de su izquierda, { $left }.
rule-hero_realms-hunter-neighbours-only = Cazador: { $player } solo puede atacar o elegir como objetivo a los campeones de { $left } (izquierda) y { $right } (derecha).
rule-hero_realms-commander-target = Emperador: { $player } es Comandante y solo puede atacar o elegir como objetivo a { $allowed } y a sus campeones.
rule-hero_realms-guarded = { $target } tiene un guardia preparado: aturde antes a los guardias.
rule-hero_realms-champion-guarded = { $champion } está protegido: { $target } tiene un guardia preparado; aturde antes a los guardias.
rule-hero_realms-not-your-turn = No es el turno de { $player }: está jugando { $active }.
rule-hero_realms-player-out = { $player } está fuera de la partida.
rule-hero_realms-say-who = En Hidra los dos compañeros juegan a la vez: indica qué jugador actúa.
rule-hero_realms-unknown-champion = { $player } no tiene ningún campeón número { $index } en juego.

## Log
log-hero_realms-gain-gold = Turno { $turn }: { $player } gana { $amount } de oro (oro { $old } → { $new }).
log-hero_realms-spend-gold = Turno { $turn }: { $player } gasta { $amount } de oro (oro { $old } → { $new }).
log-hero_realms-gain-combat = Turno { $turn }: { $player } gana { $amount } de combate (combate { $old } → { $new }).
log-hero_realms-attack = Turno { $turn }: { $attacker } ataca a { $player } por { $amount } (salud { $old } → { $new }).
log-hero_realms-attack-out = Turno { $turn }: { $attacker } ataca a { $player } por { $amount } (salud { $old } → { $new }): { $player } queda eliminado.
log-hero_realms-attack-out-bonus = Turno { $turn }: { $attacker } ataca a { $player } por { $amount } (salud { $old } → { $new }): { $player } queda eliminado; { $bonus } gana 10 de salud ({ $bonus_old } → { $bonus_new }) y roba una carta.
log-hero_realms-attack-out-commander = Turno { $turn }: { $attacker } ataca a { $player } por { $amount } (salud { $old } → { $new }): el Comandante { $player } es derrotado y puede poner una carta en la pila de descartes de { $emperor }.
log-hero_realms-gain-health = Turno { $turn }: { $player } { $members ->
        [one] gana
       *[other] ganan
    } { $amount } de salud ({ $old } → { $new }).
log-hero_realms-lose-health = Turno { $turn }: { $player } { $members ->
        [one] pierde
       *[other] pierden
    } { $amount } de salud ({ $old } → { $new }).
log-hero_realms-lose-health-out = Turno { $turn }: { $player } { $members ->
        [one] pierde
       *[other] pierden
    } { $amount } de salud ({ $old } → { $new }) y { $members ->
        [one] queda eliminado
       *[other] quedan eliminados
    }.
log-hero_realms-lose-health-out-bonus = Turno { $turn }: { $player } pierde { $amount } de salud ({ $old } → { $new }) y queda eliminado; { $bonus } gana 10 de salud ({ $bonus_old } → { $bonus_new }) y roba una carta.
log-hero_realms-lose-health-out-commander = Turno { $turn }: el Comandante { $player } pierde { $amount } de salud ({ $old } → { $new }), es derrotado y puede poner una carta en la pila de descartes de { $emperor }.
log-hero_realms-play-champion = Turno { $turn }: { $player } pone en juego a { $champion } (defensa { $defense }).
log-hero_realms-play-guard = Turno { $turn }: { $player } pone en juego a { $champion } (guardia, defensa { $defense }).
log-hero_realms-expend = Turno { $turn }: { $player } agota a { $champion }.
log-hero_realms-attack-champion = Turno { $turn }: { $attacker } ataca a { $champion } de { $owner } por { $amount } (daño { $old } → { $new } de { $defense }).
log-hero_realms-attack-champion-stunned = Turno { $turn }: { $attacker } ataca a { $champion } de { $owner } por { $amount } (daño { $old } → { $new } de { $defense }): { $champion } queda aturdido.
log-hero_realms-stun = Turno { $turn }: { $player } aturde a { $champion } de { $owner }.
log-hero_realms-remove = Turno { $turn }: { $champion } de { $owner } sale del juego.
log-hero_realms-end-turn = Turno { $turn }: { $player } { $members ->
        [one] termina
       *[other] terminan
    } el turno (se pierden { $gold } de oro y { $combat } de combate sin gastar). Turno { $next_turn }: { $next }.

## Win
win-hero_realms-last-standing = { $player } es el último jugador en pie.
win-hero_realms-nobody-left = No queda nadie en pie: nadie gana.
win-hero_realms-first-blood = Primera Sangre: { $out } fue el primer eliminado, así que gana { $player }, que estaba a su derecha.
win-hero_realms-hydra = Hidra: la salud compartida de { $lost } ha llegado a 0, así que la victoria es para { $team }.
win-hero_realms-emperor = Emperador: { $fallen } ha sido derrotado, así que gana el equipo del Emperador { $player }.

## Standings
label-hero_realms-health = Salud
label-hero_realms-gold = Oro
label-hero_realms-combat = Combate
label-hero_realms-champions = Campeones
remark-hero_realms-out = eliminado en el turno { $turn }
remark-hero_realms-active = juega el turno { $turn }
remark-hero_realms-emperor = Emperador
remark-hero_realms-commander = Comandante

## Help
help-hero_realms-formats = Todos contra todos: cualquiera ataca a cualquiera y gana el último en pie. Cazador: solo atacas al jugador de tu izquierda (y a los campeones de tus dos vecinos); Primera Sangre termina con la primera eliminación y gana el vecino de la derecha del eliminado; en El Último en Pie se sigue jugando y ese vecino gana 10 de salud. Hidra: dos equipos comparten 75 de salud (100 en equipos de tres) y el turno. Emperador: pierde el equipo cuyo Emperador cae.
help-hero_realms-seating = Escribe los jugadores en el sentido de las agujas del reloj, empezando por el jugador inicial: el siguiente jugador se sienta a tu izquierda. Hidra: la primera mitad es el equipo que empieza. Emperador: los asientos 1–3 son el primer equipo (Comandante, Emperador, Comandante) y los asientos 4–6 el segundo; cada Comandante tiene enfrente, al otro lado de la mesa, al Comandante enemigo.
help-hero_realms-turn = El Oro y el Combate ganados en el turno van a reservas que se pierden al terminar el turno. El daño a los campeones solo dura este turno: un campeón queda aturdido en cuanto ha recibido un daño igual a su defensa.
help-hero_realms-guards = Mientras un jugador tenga un guardia preparado en juego, ni ese jugador ni sus otros campeones pueden ser atacados ni elegidos como objetivo (en Hidra esto protege a todo el equipo). El reglamento se contradice aquí: su nota general dice que los guardias solo protegen a un jugador y a sus campeones, incluso en los formatos por equipos, mientras que la sección de Hidra dice que, mientras cualquier jugador de un equipo tenga un guardia en juego, no se puede atacar al equipo. Tablekeeper sigue la sección de Hidra.
help-hero_realms-opening-hand = Mano inicial: { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}.

## The window
ui-hr-format = Formato
ui-hr-free-for-all = Todos contra todos
ui-hr-first-blood = Cazador — Primera Sangre
ui-hr-last-one-standing = Cazador — El Último en Pie
ui-hr-hydra = Hidra
ui-hr-emperor = Emperador
ui-hr-help-free-for-all = 2 o más jugadores; cualquiera ataca a cualquiera; gana el último jugador en pie.
ui-hr-help-first-blood = 3 o más jugadores; solo se ataca al jugador de la izquierda; la primera eliminación termina la partida y gana el jugador que está a la derecha del eliminado.
ui-hr-help-last-one-standing = 3 o más jugadores; solo se ataca al jugador de la izquierda; cuando un jugador queda eliminado, el jugador de su derecha gana 10 de salud y roba una carta; gana el último jugador en pie.
ui-hr-help-hydra = Dos equipos de 2 (75 de salud compartida) o de 3 (100): la primera mitad de la lista es el equipo que empieza. Pierde el equipo que llega a 0.
ui-hr-help-emperor = Dos equipos de 3, en los asientos Comandante, Emperador, Comandante: el Emperador empieza con 60 y los Comandantes con 50. Un Comandante solo puede atacar al Comandante de enfrente hasta que este caiga. Pierde el equipo cuyo Emperador cae.
ui-hr-seating = Asientos, en el sentido de las agujas del reloj desde el jugador inicial
ui-hr-health = Salud inicial
ui-hr-health-per-player = Por jugador, en orden de asiento (en blanco: la del formato)
ui-hr-team-health = Hidra: la salud compartida de cada equipo (en blanco: 75, o 100 en equipos de tres)
ui-hr-field-team-health = Salud del equipo
ui-hr-turn = Turno { $turn }: { $player }
ui-hr-acting = Actúa:
ui-hr-no-target = nadie todavía
ui-hr-target = Objetivo: { $target }
ui-hr-target-champion = { $champion } ({ $player })
ui-hr-all-combat = todo: { $combat }
ui-hr-deal = Infligir
ui-hr-amount = cantidad
ui-hr-end-turn = Terminar el turno
ui-hr-new-champion = Nuevo campeón para { $player }:
ui-hr-defense = defensa
ui-hr-guard = guardia
ui-hr-play-champion = Jugar
ui-hr-keys = Teclas: Tab, ←→: siguiente objetivo permitido (Mayús+Tab: anterior) · cifras: cantidad · Intro: infligir (todo si no se escribe nada) · Esc: borrar · + −: Oro · Alt+C: Combate +1 · Alt+F: Combate +5 · ↑↓: elegir un asiento o un campeón ▸ · Alt+H, Alt+L: su salud +1, −1 (si no, la tuya) · Alt+X: agotar · Alt+S: aturdir · Alt+R: quitar · nuevo campeón: Alt+N nombre, Alt+D defensa, Alt+G guardia, Alt+P jugar · Alt+A: actúa el siguiente del equipo · Alt+E: terminar el turno · Ctrl+Z: deshacer
ui-hr-keys-hint = Teclas: F1 o ?
ui-hr-opening-hand = { $cards ->
    [one] mano inicial: { $cards } carta
   *[other] mano inicial: { $cards } cartas
}
ui-hr-opening-hand-short = { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}
ui-hr-champion-damage = daño { $damage }/{ $defense }
ui-hr-emperor-role = Emperador
ui-hr-commander-role = Comandante
ui-hr-out = eliminado
ui-hr-targeted = ◉ objetivo
ui-hr-target-this = apuntar
ui-hr-why-guarded = protegido
ui-hr-why-not-left = no está a la izquierda
ui-hr-why-not-opposite = no está enfrente
ui-hr-expended = agotado
ui-hr-expend = agotar
ui-hr-stun = aturdir
ui-hr-pick-target = Elige antes un objetivo.
