# Tablekeeper — español. Núcleo, sesiones, almacén, línea de órdenes, ventana y contadores personalizados.
# Debe definir exactamente las mismas claves que i18n/en/tablekeeper.ftl (un test lo comprueba).

app-name = Tablekeeper

## Terms: the games' names and the words every file shares, written once
## (see style.md beside this file). Terms are not messages: the window
## never asks for them by key.
-karth = Heroes of Karth: Deathmatch
-hero-realms = Hero Realms
-kharnage = Kharnage
-koth = Koth
-kings-armory = The King's Armory
-gauntlet = Desafío
-golden-coffers = Cofres Dorados

## Games
game-custom = Contadores libres
game-karth = { -karth }
game-hero-realms = { -hero-realms }
game-kharnage = { -kharnage }
game-koth = { -koth }
game-kings-armory = { -kings-armory }
game-custom-about = Cualquier número de jugadores, contadores con nombre y una regla de victoria opcional.
game-custom-seats = De 1 a 12 jugadores
game-karth-about = Oro, Energía Espiritual, Puntos de Baja y los puntos de vida de cada unidad.
game-karth-seats = De 2 a 4 jugadores: 1c1, 2c2, todos contra todos
game-hero-realms-about = Salud, el Oro y el Combate del turno, campeones y guardias.
game-hero-realms-seats = De 2 a 6 jugadores, cinco formatos
game-kharnage-about = Iniciativa, cartas destruidas y las calaveras de dominación de cuatro rondas.
game-kharnage-seats = De 2 a 4 ejércitos
game-koth-about = Puntos de Mando, las cinco columnas, el mazo y la batalla.
game-koth-seats = 2 jugadores
game-kings-armory-about = La Puerta del Castillo, héroes y monstruos por oleada, el oro del equipo.
game-kings-armory-seats = De 1 a 7 héroes, cooperativo

## Rules shared by every game
rule-player-count = Este juego necesita { $exact ->
        [1] exactamente { $max } jugadores
       *[other] de { $min } a { $max } jugadores
    } (hay { $count ->
        [one] 1
       *[other] { $count }
    }).
rule-control-character = { $field } contiene un carácter de control (un salto de línea, un tabulador, un escape o un cambio de dirección del texto): los nombres y las notas son una sola línea sencilla.
rule-name-empty = Todo nombre debe tener al menos una letra.
rule-name-too-long = El nombre «{ $name }» tiene más de { $max } caracteres.
rule-name-repeated = Hay dos nombres iguales: «{ $name }».
rule-roster-taken = «{ $name }» es el nombre de otra persona: mejor une a las dos.
rule-roster-same = Ya son una sola persona: { $name }.
rule-roster-unknown = Nadie se llama «{ $name }».
rule-roster-own-name = «{ $name }» es el nombre propio de la persona, no otra forma de escribirlo.
rule-turn-timer = Un temporizador de turno dura de { $min } a { $max } segundos, no { $seconds }.
rule-event-name-empty = Un evento necesita un nombre.
rule-event-no-game = Un evento necesita al menos un juego.
rule-event-player-empty = Cada jugador de un evento necesita un nombre.
rule-event-player-too-long = El nombre «{ $name }» tiene más de { $max } caracteres.
rule-event-player-repeated = «{ $name }» está dos veces en el evento.
rule-event-too-few = Un evento necesita al menos 2 jugadores, no { $count }.
rule-event-round-open = La ronda { $round } aún tiene una mesa sin resultado.
rule-event-round-played = La ronda { $round } ya tiene resultados; sus emparejamientos se quedan.
rule-event-no-round = No hay ronda { $round }.
rule-event-no-table = La ronda { $round } no tiene mesa { $table }.
rule-event-no-result = La mesa { $table } de la ronda { $round } no tiene resultado que borrar.
rule-event-results-stand = Los resultados de la ronda { $round } se quedan: la ronda { $next } está emparejada con ellos.
rule-event-not-at-table = { $name } no jugó en la mesa { $table } de la ronda { $round }.
rule-event-places = Los puestos de la mesa { $table } de la ronda { $round } deben nombrar a cada uno de sus jugadores una vez.
rule-event-unknown-player = Nadie llamado «{ $name }» juega en este evento.
rule-event-already-dropped = { $name } ya se ha retirado.
rule-event-not-dropped = { $name } no se ha retirado.
rule-event-no-draw = { $game } no tiene empate: la mesa { $table } de la ronda { $round } necesita un ganador o puestos.
rule-event-coop = { $game } se juega en equipo contra el juego: un evento no puede emparejarlo.
rule-event-no-pods = { $game } es un juego para dos: un evento de este juego empareja mesas de dos, no grupos.
rule-event-seated-twice = { $name } tiene dos puestos en la ronda { $round }.
rule-event-format = Este archivo de evento es del formato { $format }, que esta versión de Tablekeeper no sabe leer.
rule-event-empty-table = La mesa { $table } de la ronda { $round } no tiene jugadores.
rule-event-table-size = La mesa { $table } de la ronda { $round } sienta a { $count } jugadores, más o menos de los que permiten su juego y el reparto de mesas del evento.
rule-event-table-game = En la mesa { $table } de la ronda { $round } se juega a { $game }, que no es uno de los juegos del evento.
rule-unknown-player = No hay ningún jugador número { $index }.
rule-number-too-large = Los números se mantienen entre −{ $max } y { $max }.
rule-unknown-rules-version = Esta sesión se jugó con la versión { $version } de las reglas de { $game }; esta versión de Tablekeeper conoce las versiones 1 a { $newest }.
rule-wrong-game = Esa acción no pertenece a una partida de { $game }.

## Custom counters
rule-custom-counter-count = Una partida libre necesita de 1 a { $max } contadores.
rule-custom-step = El paso de «{ $counter }» debe ser un número positivo.
rule-custom-start-out-of-range = El valor inicial de «{ $counter }» está fuera de su mínimo y su máximo.
rule-custom-unknown-counter = No hay ningún contador número { $index }.
rule-custom-target-reached-at-start = «{ $counter }» ya empieza en { $target } o más, así que la partida estaría ganada antes de empezar.
rule-custom-last-needs-two = «Último jugador por encima» necesita al menos dos jugadores.
rule-custom-out-at-start = «{ $counter }» empieza en { $above } o menos, así que todos quedarían eliminados antes de empezar la partida.
rule-custom-below-min = «{ $counter }» no puede bajar de { $min }.
rule-custom-above-max = «{ $counter }» no puede superar { $max }.
rule-custom-dice-count = Una tirada tiene de 1 a { $max } dados.
rule-custom-die-sides = Un dado tiene de { $min } a { $max } caras, no { $sides }.
rule-custom-die-result = Un d{ $sides } no puede sacar { $result }.
log-custom-roll = { $count ->
        [1] Tirada de 1d{ $sides }: { $total }
       *[other] Tirada de { $count }d{ $sides }: { $results } = { $total }
    }
log-custom-change = { $player }: { $counter } { $old } → { $new }
win-custom-reach = { $player } ha llegado primero a { $target } de { $counter }.
win-custom-last-above = { $player } es el último jugador con { $counter } por encima de { $above }.
win-custom-nobody-left = Nadie tiene { $counter } por encima de { $above }: nadie gana.
remark-out = eliminado

## Sessions
session-replay-refused = La entrada { $entry } ya no es válida: { $reason }
session-closed = Esta partida está decidida. Reábrela para hacer cambios.
session-nothing-to-undo = No hay nada que deshacer.
session-seat-undo = Desde el móvil solo puedes deshacer tu propio último cambio, y solo si no se ha hecho nada después.
session-nothing-to-redo = No hay nada que rehacer.
session-no-such-entry = No hay ninguna entrada { $entry } en el registro.
session-refused-entry = Solo lectura: las reglas rechazan la entrada { $entry } del registro guardado ({ $rule }): { $reason }
session-from-phone = { $line } (desde el móvil de { $seat })

## Reports (show, export)
report-header-refused = Empezada { $created } · { $applied } { $applied ->
        [one] entrada aplicada
       *[other] entradas aplicadas
    } · { $undone } sin aplicar (solo lectura)
report-in-progress = En curso: nadie ha ganado todavía.
report-finished = Ganada por { $winners }: { $reason }
report-finished-lost = La mesa ha perdido: { $reason }
report-finished-no-winner = Terminada, nadie ha ganado: { $reason }
report-header = Empezada { $created } · { $applied } { $applied ->
        [one] entrada aplicada
       *[other] entradas aplicadas
    } · { $undone } { $undone ->
        [one] deshecha
       *[other] deshechas
    }
report-played = Jugado: { $time }
report-paused = en pausa { $count ->
        [one] una vez
       *[other] { $count } veces
    }, { $time }
report-log = Registro
report-undone = (deshecha)
report-name = Nombre

## Command line
list-empty = Todavía no hay sesiones.
list-game-mode = { $game } ({ $mode })
list-conflict = copia en conflicto de { $id }: { $file }
import-done = { $file }: importado como { $id }
import-renamed = { $file }: importado como { $id } (su id { $old } ya está en uso)
import-renamed-reserved = { $file }: importado como { $id } (su id { $old } es un nombre que Windows reserva para un dispositivo)
import-already = { $file }: no importado, la sesión { $id } es esta misma partida
import-already-further = { $file }: no importado, la sesión { $id } es esta misma partida, más avanzada
import-refused = { $count } de { $total } archivos sin importar

name-reserved = { $name } es un nombre que Windows reserva para un dispositivo y allí ningún archivo puede llamarse así; elige otro nombre
name-trailing = un nombre de archivo que termina en punto o espacio se recorta en Windows; elige otro nombre

stats-sessions = { $count ->
        [one] 1 sesión
       *[other] { $count } sesiones
    }
stats-thinking = { $time } de reflexión por partida de media, en { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    } por turnos
stats-player = { $player }: { $wins } de { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    } ganadas ({ $percent } %), { $minutes } min de media
stats-game = { $game }: { $sessions ->
        [one] 1 sesión
       *[other] { $sessions } sesiones
    }, { $finished } decididas, { $average } min de media, la más larga { $longest } min
stats-versus = { $a } contra { $b }: { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    } juntos, { $a } ha ganado { $a_wins }, { $b } ha ganado { $b_wins }
# A list of names: "Ana, Bo and Cem" ($rest: the names before the last, with commas).
names-and = { $rest } y { $last }
# A list's dates: today and yesterday by name ($time: "9:40 PM", "21:40").
date-today = hoy, { $time }
date-yesterday = ayer, { $time }
