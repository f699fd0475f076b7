# koth — textos del marcador de este juego (es). Las claves deben coincidir en todos los idiomas.

rule-koth-first = El jugador inicial es el jugador 0 o el jugador 1.
rule-koth-deck = Un mazo de { $deck ->
        [one] una carta
       *[other] { $deck } cartas
    } no da para repartir dos manos de { $hand ->
        [one] una carta
       *[other] { $hand } cartas
    } y un primer robo.
rule-koth-cp = Los Puntos de Mando por ronda deben estar entre 1 y 1000.
rule-koth-no-column = No hay ninguna columna { $column }: el campo de batalla tiene cinco.
rule-koth-negative = El ataque, la defensa, RAGE, SUPPORT y los PM nunca son negativos.
rule-koth-game-over = La partida { $game } ha terminado: empieza la siguiente.
rule-koth-not-enough-cp = A { $player } le quedan { $left } PM y esto cuesta { $cost }.
rule-koth-too-weak = La columna { $column } resiste con defensa { $strength }: un ataque de { $attack } no puede tomarla.
rule-koth-flank-next = FLANK solo mueve a la columna contigua (de { $from } a { $to } está demasiado lejos; el campo de batalla no es circular).
rule-koth-flank-not-yours = La columna { $column } no es tuya: no puedes flanquear desde ella.
rule-koth-flank-own = Ya controlas la columna { $column }.
rule-koth-own-column = { $player } ya controla la columna { $column }: una carta va a una columna vacía o a una que controle el rival.
rule-koth-strength-too-large = Una carta con esa defensa en la columna { $column } llevaría la fuerza total de { $player } a { $total }: los números se mantienen entre −{ $max } y { $max }.
rule-koth-deck-not-empty = Al mazo aún le { $left ->
        [one] queda una carta
       *[other] quedan { $left } cartas
    }: la partida continúa.
rule-koth-game-not-over = La partida { $game } aún no ha terminado.
rule-koth-battle-over = La batalla ha terminado: la ha ganado { $player }.
log-koth-play = Partida { $game }, ronda { $round }: { $player } toma la columna { $column } (ataque { $attack }, defensa { $defense }). PM { $old } → { $new }.{ $rally ->
        [0] {""}
       *[other] {" "}RALLY: se roba una carta.
    }
log-koth-flank = Partida { $game }, ronda { $round }: { $player } flanquea de la columna { $from } a la { $to }. PM { $old } → { $new }.
log-koth-spend = Partida { $game }, ronda { $round }: { $player } gasta PM { $old } → { $new }.
log-koth-end-turn = Partida { $game }, ronda { $round }: { $player } termina el turno; { $drew ->
        [1] { $next } roba (quedan { $deck ->
            [one] 1 carta
           *[other] { $deck } cartas
        } en el mazo).
       *[other] { $next } sigue jugando (el mazo está vacío, no hay nada que robar).
    }
log-koth-deck-out = Partida { $game }: el mazo está vacío y nadie puede jugar. Ganador: { $winner }.
log-koth-next-game = Empieza la partida { $game }; { $player } juega primero.
win-koth-battle = { $player } ha ganado dos partidas seguidas (las partidas { $first } y { $second }) y la batalla.
label-koth-wins = Partidas ganadas
label-koth-streak = Victorias seguidas
label-koth-columns = Columnas
label-koth-strength = Fuerza
label-koth-cp = PM
remark-koth-all-columns = ganó la partida { $game }: las cinco columnas
remark-koth-most-columns = ganó la partida { $game }: más columnas
remark-koth-strength = ganó la partida { $game }: más fuerza
remark-koth-race = ganó la partida { $game }: todas sus columnas de una misma raza
remark-koth-draw = partida { $game } empatada
remark-koth-to-play = le toca jugar
help-koth-end = Cuando el mazo está vacío y ningún jugador puede jugar: gana quien tenga más columnas; si hay empate, la mayor fuerza total; si sigue el empate, el jugador cuyas columnas son todas de una misma raza (la frase del reglamento «quien las controle con la misma raza» es ambigua: esta es nuestra interpretación); si no, es empate.
help-koth-flank = ← y → en una columna que controlas: FLANK, la unidad pasa a la columna contigua (escribe su ataque: cuesta esa cantidad de PM y debe superar la defensa de quien la controla).
help-koth-battle = Una batalla se gana con dos partidas ganadas seguidas; un empate rompe la racha. Los jugadores se alternan para empezar.

## The window
ui-koth-first = Empieza
ui-koth-deck = Cartas en el mazo
ui-koth-hand = Mano inicial
ui-koth-cp = Puntos de Mando por ronda
ui-koth-game = Partida { $game }, ronda { $round }: juega { $player }
ui-koth-cp-left = PM restantes
ui-koth-games-won = { $games ->
        [one] 1 partida ganada
       *[other] { $games } partidas ganadas
    }
ui-koth-streak = { $wins ->
        [one] 1 victoria seguida
       *[other] { $wins } victorias seguidas
    }
ui-koth-end-turn = Terminar el turno
ui-koth-rules = Reglas
ui-koth-deck-left = Mazo: { $left ->
        [one] queda 1 carta
       *[other] quedan { $left } cartas
    }
ui-koth-column = Columna { $column }
ui-koth-empty = vacía
ui-koth-attack = ataque
ui-koth-rage = RAGE
ui-koth-defense = defensa
ui-koth-support = SUPPORT
ui-koth-rally = RALLY
ui-koth-orc = Orco
ui-koth-human = Humano
ui-koth-take = Tomar
ui-koth-deck-out = Mazo vacío, nadie puede jugar
ui-koth-next-game = Empezar la siguiente partida
ui-koth-keys = Teclas: Tab, Mayús+Tab campo de la carta · cifras para escribirlo · ←→ columna · Intro tomar · Mayús+←→ FLANK · − gastar 1 PM · Alt+O Orco · Alt+H Humano · Alt+R RALLY · Alt+E terminar el turno · Alt+D mazo vacío · Alt+N siguiente partida · Esc vacía la carta
ui-koth-game-won = La partida { $game } es para { $player }.
ui-koth-game-drawn = La partida { $game } termina en empate.

## Reports
detail-koth-game = Partida { $game }, ronda { $round }; { $deck ->
        [one] queda 1 carta
       *[other] quedan { $deck } cartas
    } en el mazo.
detail-koth-column = Columna { $column }: { $player }, fuerza { $strength }, { $race ->
        [orc] Orco
       *[human] Humano
    }
detail-koth-empty = Columna { $column }: vacía
piece-koth-column = Columna { $column }
