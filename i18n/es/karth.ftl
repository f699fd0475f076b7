# karth — textos del marcador de este juego (es). Las claves deben coincidir en todos los idiomas.

rule-karth-factions = Indica una facción para cada uno de los { $count } jugadores, o ninguna.
rule-karth-goal = Los umbrales de victoria son números positivos.
rule-karth-player-out = { $player } está fuera de la partida.
rule-karth-positive = La cantidad debe ser al menos 1.
rule-karth-negative = Ese número no puede ser negativo.
rule-karth-no-unit = No hay ninguna unidad { $unit } en el campo de batalla.
rule-karth-overspend = { $player } tiene { $have } { $resource ->
        [gold] de Oro
        [se] EE
       *[kp] PB
    } y no puede gastar { $amount }.
rule-karth-not-your-turn = No es el turno de { $player } para recaudar.
rule-karth-collected = { $player } ya ha recaudado oro y EE este turno.
rule-karth-decline = Solo un héroe oculto con { -golden-coffers } puede rechazar su oro ({ $unit } no puede).
rule-karth-nobody-left = No queda nadie para jugar el turno.
rule-karth-unit-unknown = «{ $unit }» aún no ha aparecido: indica sus puntos de vida, EE, Puntos de Baja y recompensa.
rule-karth-who-killed = { $unit } muere con esto: indica quién la ha matado para acreditarle los Puntos de Baja y la recompensa.
rule-karth-own-kill = Un jugador no obtiene los Puntos de Baja de su propia unidad { $unit }.
rule-karth-ally-kill = { $killer } es compañero de equipo de { $unit }: cuando muere una unidad aliada, el rival se lleva la baja y la recompensa.
rule-karth-collect-first = { $player } ya ha jugado este turno: recaudar oro y EE es el primer paso del turno.
log-karth-resource = Turno { $turn }: { $player } { $resource ->
        [gold] Oro
        [se] EE
       *[kp] PB
    } { $old } → { $new }
log-karth-collect = Turno { $turn }: { $player } recauda: oro { $gold_old } → { $gold_new }, EE { $se_old } → { $se_new }
log-karth-end-turn = Turno { $turn }: { $side } { $members ->
       *[one] termina
        [other] terminan
    } el turno; { $next } { $next_members ->
       *[one] juega
        [other] juegan
    }.
log-karth-add-unit = Turno { $turn }: { $player } saca { $unit } al campo de batalla ({ $hp } PV){ $cost ->
        [0] .
       *[other] {""} por { $cost } de oro, Oro { $old } → { $new }.
    }
log-karth-damage = Turno { $turn }: { $unit } ({ $owner }) recibe { $amount } de daño, PV { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Baja para { $killer }: +{ $kp } PB, +{ $bounty } de oro.
    }
log-karth-hit = Turno { $turn }: { $base } + { $bonus } − { $resistance } { $kind ->
        [magic] RM
        [poison] RV
       *[physical] AR
    } al { $percent } % = { $amount } de daño a { $unit } ({ $owner }), PV { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Baja para { $killer }: +{ $kp } PB, +{ $bounty } de oro.
    }
log-karth-heal = Turno { $turn }: { $unit } se cura, PV { $old } → { $new }.
log-karth-mark = Turno { $turn }: { $unit } marcada{ $hidden ->
        [1] , oculta
       *[other] {""}
    }{ $stunned ->
        [1] , aturdida
       *[other] {""}
    }{ $new ->
        [1] , recién generada
       *[other] {""}
    }
log-karth-remove = Turno { $turn }: { $unit } ({ $player }) sale del campo de batalla.
log-karth-buy-back = Turno { $turn }: { $player } recompra { $item }, oro { $old } → { $new }.
log-karth-knock-out = Turno { $turn }: { $player } queda eliminado: le han tomado todos sus generadores.
log-karth-concede = Turno { $turn }: { $player } se rinde.
win-karth-gold = { $side } ha llegado a { $gold } de oro sin gastar (el objetivo es { $goal }).
win-karth-kp = { $side } ha llegado a { $kp } Puntos de Baja (el objetivo es { $goal }).
win-karth-last-standing = { $side } { $members ->
        [one] es el último
       *[other] son los últimos
    } en pie.
win-karth-last-after = { $quitter } { $why ->
        [conceded] se ha rendido
       *[other] { $quitters ->
            [one] ha quedado eliminado
           *[other] han quedado eliminados
        }
    }; { $side } { $members ->
        [one] es el último
       *[other] son los últimos
    } en pie.
win-karth-nobody = Todos están fuera: nadie gana.
label-karth-gold = Oro
label-karth-se = EE
label-karth-kp = PB
label-karth-units = Unidades
label-karth-team-gold = Oro del equipo
label-karth-team-kp = PB del equipo
remark-karth-knocked-out = eliminado
remark-karth-conceded = se ha rendido
remark-karth-to-play = juega el turno { $turn }
help-karth-1v1 = El reglamento no da umbrales para el 1c1 Clásico: Tablekeeper usa los de todos contra todos (40 de oro sin gastar o 25 Puntos de Baja). Cámbialos aquí si en tu mesa se juega de otra manera.
help-karth-damage = Daño (p. 9): base + bonificaciones − la resistencia del objetivo al tipo de daño (físico: armadura AR, mágico: resistencia mágica RM, veneno: resistencia al veneno RV); como mínimo 1; las fracciones se redondean hacia arriba.

## The window
ui-karth-mode = Modo
ui-karth-classic = 1c1 Clásico
ui-karth-two-v-two = 2c2 Cooperativo
ui-karth-free-for-all = Todos contra todos (3–4)
ui-karth-factions = Facciones (clic para cambiar)
ui-karth-allegiance = Allegiance (Elfos)
ui-karth-shard = Shard (Goblins)
ui-karth-first = Empieza
ui-karth-goals = Umbrales de victoria
ui-karth-gold-goal = Oro sin gastar para ganar
ui-karth-kp-goal = Puntos de Baja para ganar
ui-karth-teams-help = 2c2: los dos primeros jugadores forman un equipo y los dos últimos el otro; el oro sigue siendo de cada jugador, pero el equipo gana con la suma de su oro y sus Puntos de Baja.
ui-karth-turn = Turno { $turn }: { $members ->
        [one] juega { $side }
       *[other] juegan { $side }
    }
ui-karth-team-line = Equipo: { $gold } / { $gold_goal } de oro · { $kp } / { $kp_goal } PB
ui-karth-collect = Recaudar
ui-karth-collect-gives = +{ $gold } de oro, +{ $se } EE
ui-karth-cemetery = { $count ->
        [one] Una baja: { $units }
       *[other] { $count } bajas: { $units }
    }
ui-karth-knock-out = Eliminado
ui-karth-knock-out-ask = ¿Eliminado?
ui-karth-concede = Rendirse
ui-karth-concede-ask = ¿Rendirse?
ui-karth-hidden = oculta
ui-karth-stunned = aturdida
ui-karth-new = nueva
ui-karth-new-unit-for = Nueva unidad para
ui-karth-hp = PV
ui-karth-bounty = recompensa
ui-karth-hire-cost = coste (oro)
ui-karth-coffers = { -golden-coffers }
ui-karth-add-unit = Añadir unidad
ui-karth-known = Ya vistas:
ui-karth-known-card = + { $unit }{ $cost ->
        [0] {""}
       *[other] {" "}· { $cost } de oro
    }
ui-karth-base = base
ui-karth-bonus = bonif.
ui-karth-resistance = resist.
ui-karth-hit = Golpear
ui-karth-killer = La baja es para:
ui-karth-keys = Teclas: ↑↓ jugador · ←→ Oro, EE, PB · + − lo cambian · Tab campo siguiente · Alt+C recaudar · Alt+X recaudar sin cofres ocultos · Alt+E terminar el turno · Alt+N nueva unidad · Alt+G { -golden-coffers } · Alt+1…9 una carta ya vista · Alt+T siguiente unidad como objetivo (Alt+Mayús+T anterior) · cifras daño base, Intro golpear · Alt+− Alt++ sus PV · Alt+H oculta · Alt+S aturdida · Alt+W nueva · Alt+R quitar · Alt+P, M, O AR, RM, RV · Alt+I para quién es la baja · Alt+D daño · Alt+B jugador · Alt+K eliminado, Alt+Q rendirse (dos veces: sí) · Esc suelta el objetivo, sale de un campo · Ctrl+Z deshacer
ui-karth-keys-button = Teclas

## Reports
detail-karth-goals = Victoria: { $gold } de oro sin gastar o { $kp } Puntos de Baja (2c2: totales del equipo); o ser el último en pie.
detail-karth-unit = Unidad n.º { $id } { $unit } ({ $owner }): { $hp }/{ $max } PV{ $hidden ->
        [1] , oculta
       *[other] {""}
    }{ $stunned ->
        [1] , aturdida
       *[other] {""}
    }{ $new ->
        [1] , recién generada
       *[other] {""}
    }
ui-karth-collect-declining = Recaudar, sin cofres ocultos
ui-karth-physical = AR
ui-karth-magic = RM
ui-karth-poison = RV
ui-karth-buy-back = { $player } recompra un objeto:
ui-karth-item = objeto
ui-karth-cost = oro
ui-karth-buy = Recomprar
piece-karth-unit = Unidad n.º { $id }
label-karth-hp = PV
label-karth-max-hp = PV máx.
remark-karth-stunned = aturdida
remark-karth-hidden = oculta
remark-karth-new = nueva
ui-karth-allegiance-short = Elfos
ui-karth-shard-short = Goblins
ui-karth-collect-tip = Recaudar es el primer paso del turno (Alt+C).
ui-karth-gone = ✝ { $unit } (fuera)
ui-karth-hp-left = { $left }/{ $max } PV
ui-karth-tab-unit = Nueva unidad
ui-karth-tab-damage = Daño
ui-karth-tab-player = Jugador
ui-karth-leave = { $player } deja la partida:
ui-karth-end-turn = Terminar el turno
ui-karth-no-target = Objetivo: haz clic en el nombre de una unidad en su asiento.
ui-karth-target = Objetivo: { $unit } ({ $owner })
ui-karth-pick-target = Elige antes un objetivo: haz clic en el nombre de una unidad en su asiento.
help-karth-buy-back = Cuando muere una unidad, su dueño puede recomprar un objeto equipado pagando su valor en oro.
ui-karth-why-out = fuera de la partida
ui-karth-why-turn = no es su turno
ui-karth-why-collected = recaudado ✓
ui-karth-why-acted = ya ha jugado
