# kings-armory — textos del marcador de The King's Armory (es). Las claves deben coincidir en todos los idiomas.

## Setup
rule-kings_armory-hero-count = { -kings-armory } se juega con 1 a { $max } héroes (habría { $count }).
rule-kings_armory-setup-number = «{ $field }» debe estar entre { $min } y { $max } (es { $value }).
rule-kings_armory-waves = Una partida tiene 5 oleadas (estándar) o 7 (mega), no { $waves }.
rule-kings_armory-bosses = Dos jefes solo son para una partida de 7 oleadas; si no, la oleada final tiene uno.
rule-kings_armory-mini-boss = Un jefe en la oleada 5 (el minijefe) solo es para una partida de 7 oleadas.
rule-kings_armory-gauntlet-gate = En el { -gauntlet } la Puerta del Castillo siempre empieza con { $gate } PV.
rule-kings_armory-solo-gold = Los 150 de oro antes de la primera oleada son para el juego en solitario con un héroe.
rule-kings_armory-jump-gate = Inicio Avanzado en la oleada { $wave } quita { $damage } PV a la Puerta del Castillo: empieza con la puerta a más de { $damage } PV.
rule-kings_armory-role = Inicio Avanzado necesita saber si { $hero } es un aliado ofensivo o de apoyo (D1): indícalo.
rule-kings_armory-wave-standard = Una partida estándar empieza en la oleada 1: indica una oleada solo para Inicio Avanzado, Oleada Única o el { -gauntlet }.
rule-kings_armory-wave-missing = Indica qué oleada se juega (Inicio Avanzado: de 2 a 7; Oleada Única y el { -gauntlet }: de 1 a 7).
rule-kings_armory-three-stars-one-wave = 3 Estrellas cambia las cartas de recompensa después de una oleada; Oleada Única y el { -gauntlet } no tienen ninguna oleada después.
rule-kings_armory-row-unused = La fila de la tabla { $table } solo se aplica a su propia variante: déjala fuera.
rule-kings_armory-row-missing = El manual imprime la tabla { $table } solo para 2 a 4 héroes; con { $heroes } { $heroes ->
        [one] héroe
       *[other] héroes
    } indica sus números (de la web de la editorial).
rule-kings_armory-towers-from-table = En el { -gauntlet } las torres iniciales salen de la tabla H-3: deja fuera «torres».
rule-kings_armory-towers-missing = Indica con cuántas torres empieza la partida (la tabla de escalado de héroes de la carta de oleada).

## Refusals during play
rule-kings_armory-positive = El número debe ser al menos 1 (es { $amount }).
rule-kings_armory-negative = Ese número no puede ser negativo ({ $amount }).
rule-kings_armory-not-in-wave = Ahora no se está jugando ninguna oleada.
rule-kings_armory-foes-round-only = Los monstruos entran, hacen su mantenimiento y atacan durante la ronda de los enemigos.
rule-kings_armory-between-only = Eso se hace en la fase entre oleadas.
rule-kings_armory-shop-closed = El oro se gasta antes de la primera oleada y entre oleadas (en el { -gauntlet }, después de cada ronda de los enemigos); durante una oleada solo se pueden comprar cartas de refuerzo.
rule-kings_armory-gold = { $item ->
        [tower] Una torre cuesta
        [unlock] Desbloquear equipo cuesta
        [equipment] El equipo nuevo cuesta
        [reinforcement] Una carta de refuerzo cuesta
        [armory] La Carta de Armería cuesta
        [level_up] La subida de nivel cuesta
        [foot_soldier] Un Soldado de a pie cuesta
        [archer] Un Arquero cuesta
        [sorcerer] Un Hechicero cuesta
        [psionicist] Un Psiónico cuesta
       *[cleric] Un Clérigo cuesta
    } { $price } de oro; el equipo tiene { $gold }.
rule-kings_armory-no-hero = No hay ningún héroe número { $hero }.
rule-kings_armory-hero-left = { $hero } ha dejado la partida.
rule-kings_armory-no-hireable = No hay ningún mercenario número { $hireable }.
rule-kings_armory-hireable-gone = { $name } fue derrotado y queda fuera para el resto de la partida.
rule-kings_armory-no-monster = No hay ningún monstruo n.º { $monster } en el tablero.
rule-kings_armory-game-over = La partida ha terminado.
rule-kings_armory-knocked-out = { $hero } está fuera de combate hasta el paso de curación entre oleadas.
rule-kings_armory-immune = { $who } es inmune al daño { $kind ->
            [melee] cuerpo a cuerpo
            [ranged] a distancia
            [supernatural] sobrenatural
           *[non_resistible] no resistible
        }.
rule-kings_armory-full-hp = { $who } tiene los PV al máximo.
rule-kings_armory-no-status = { $who } no tiene ninguna ficha de { $status ->
            [bleed] Sangrado
            [burn] Quemadura
            [slow] Lentitud
            [stun] Aturdimiento
           *[bless] Bendición
        }.
rule-kings_armory-boss-instant = Los jefes son inmunes a la derrota instantánea ({ $who }); inflige daño en su lugar.
rule-kings_armory-boss-level = Un jefe no tiene nivel 1–5: deja fuera el nivel.
rule-kings_armory-level-missing = Indica el nivel del monstruo, de 1 a 5 (o márcalo como jefe).
rule-kings_armory-level = Los niveles de los monstruos van de 1 a 5 (no { $level }).
rule-kings_armory-too-many-monsters = En esta partida no se pueden numerar más monstruos.
rule-kings_armory-gauntlet-boss = En el { -gauntlet } llega un jefe cada { $every } rondas de los enemigos, de uno en uno.
rule-kings_armory-no-boss = { $bosses ->
        [0] La oleada { $wave } no trae ningún jefe.
        [one] El jefe de la oleada { $wave } ya ha entrado.
       *[other] Los dos jefes de la oleada { $wave } ya han entrado.
    }
rule-kings_armory-status-immune = { $who } es inmune a { $status ->
            [bleed] Sangrado
            [burn] Quemadura
            [slow] Lentitud
            [stun] Aturdimiento
           *[bless] Bendición
        }.
rule-kings_armory-status-cap = { $who } ya tiene { $cap } { $cap ->
        [one] ficha
       *[other] fichas
    } de { $status ->
            [bleed] Sangrado
            [burn] Quemadura
            [slow] Lentitud
            [stun] Aturdimiento
           *[bless] Bendición
        }, el máximo que puede llevar.
rule-kings_armory-upkeep-done = { $who } ya ha hecho su mantenimiento esta ronda.
rule-kings_armory-upkeep-nothing = { $who } no tiene Sangrado, Quemadura ni Aturdimiento que resolver.
rule-kings_armory-rolls = Un monstruo «x» tira al menos dos veces (x2, x3…), no { $rolls }.
rule-kings_armory-never-enters = Los jefes y el equipo de asedio nunca entran en la Puerta del Castillo ({ $who }): la atacan desde donde están.
rule-kings_armory-jump-requires = Inicio Avanzado en la oleada { $wave } requiere { $need } { $what ->
        [towers] torres adicionales
        [equipment] equipos desbloqueados
       *[hireables] mercenarios
    } antes de la primera oleada (hay { $have }).
rule-kings_armory-jump-hold = Todas las recompensas iniciales se gastan antes de la primera oleada, salvo como mucho { $hold } de oro (el equipo tiene { $gold }).
rule-kings_armory-wave-on = Ya se está jugando una oleada.
rule-kings_armory-heal-first = El paso 1 entre oleadas es la curación: aplícala primero.
rule-kings_armory-cards-due = Introduce primero { $cards ->
        [one] la carta de recompensa inicial
       *[other] las { $cards } cartas de recompensa iniciales
    }.
rule-kings_armory-healed = El paso de curación de esta fase entre oleadas ya está hecho.
rule-kings_armory-gauntlet-endless = La oleada del { -gauntlet } no termina nunca.
rule-kings_armory-foes-standing = { $count ->
        [one] Aún queda { $count } monstruo
       *[other] Aún quedan { $count } monstruos
    } en el tablero.
rule-kings_armory-no-foes-yet = Todavía no ha entrado ningún enemigo en esta oleada.
rule-kings_armory-boss-to-come = Han entrado { $entered } de { $due ->
        [one] { $due } jefe
       *[other] { $due } jefes
    } de la oleada: la oleada termina cuando el jefe ha llegado y ha sido derrotado.
rule-kings_armory-hire-cap = En esta partida se han contratado { $cap } { $class ->
            [foot_soldier] Soldados de a pie
            [archer] Arqueros
            [sorcerer] Hechiceros
            [psionicist] Psiónicos
           *[cleric] Clérigos
        }, el máximo posible (los derrotados no se pueden volver a contratar).
rule-kings_armory-max-level = { $who } ya está en el nivel 3.
rule-kings_armory-jump-level = Antes de la primera oleada de Inicio Avanzado los mercenarios solo suben hasta el nivel { $max } ({ $who }).
rule-kings_armory-last-hero = El último héroe no puede irse.
rule-kings_armory-hero-here = { $who } está en la mesa.
rule-kings_armory-hero-played = { $who } ya se ha jugado en esta partida: elige un héroe que no se haya jugado (un héroe que se fue vuelve tal como estaba).
rule-kings_armory-no-reward-due = Las cartas de recompensa se roban entre oleadas.
rule-kings_armory-reward-value = Las cartas de recompensa valen 50, 100, 150 o 250 de oro (no { $value }).
rule-kings_armory-no-tower = No queda ninguna torre.
rule-kings_armory-unlocked-both = Las dos piezas de equipo de { $who } ya están desbloqueadas.
rule-kings_armory-equipment-locked = El equipo nuevo se puede comprar cuando un héroe ha desbloqueado sus dos piezas iniciales.
rule-kings_armory-no-equipment = El equipo no tiene ningún equipo desbloqueado que vender.
rule-kings_armory-reinforcement-cap = Por ahora el equipo puede tener como mucho { $cap } { $cap ->
        [one] carta
       *[other] cartas
    } de refuerzo: juega una primero.
rule-kings_armory-no-reinforcement = El equipo no tiene ninguna carta de refuerzo.
rule-kings_armory-armory-jump = En Inicio Avanzado no se puede comprar ninguna Carta de Armería hasta haber jugado una oleada completa.
rule-kings_armory-armory-held = El equipo ya tiene la Carta de Armería: úsala primero.
rule-kings_armory-no-armory = El equipo no tiene la Carta de Armería.

## Log
log-kings_armory-gate-falls = La Puerta del Castillo cae.
log-kings_armory-heroes-fall = Todos los héroes están fuera de combate.
log-kings_armory-defeated = { $who } { $kind ->
        [hero] queda fuera de combate.
        [hireable] es derrotado y queda fuera para el resto de la partida.
       *[other] es derrotado.
    }
log-kings_armory-damage = { $who } recibe { $dealt } de daño { $kind ->
            [melee] cuerpo a cuerpo
            [ranged] a distancia
            [supernatural] sobrenatural
           *[non_resistible] no resistible
        }, { $taken } tras la resistencia: PV { $old } → { $new }.
log-kings_armory-heal = { $who } se cura: PV { $old } → { $new }.
log-kings_armory-status-off = { $who }: { $status ->
            [bleed] Sangrado
            [burn] Quemadura
            [slow] Lentitud
            [stun] Aturdimiento
           *[bless] Bendición
        } { $old } → { $new }.
log-kings_armory-instant-defeat = { $who } es derrotado al instante.
log-kings_armory-enters = { $who } entra ({ $level ->
        [0] jefe
       *[other] nivel { $level }
    }, { $hp } PV).
log-kings_armory-status-on = { $who }: { $status ->
            [bleed] Sangrado
            [burn] Quemadura
            [slow] Lentitud
            [stun] Aturdimiento
           *[bless] Bendición
        } { $old } → { $new }.
log-kings_armory-status-swap = { $who }: la nueva ficha de { $status ->
            [bleed] Sangrado
            [burn] Quemadura
            [slow] Lentitud
            [stun] Aturdimiento
           *[bless] Bendición
        } retira una de { $other ->
            [bleed] Sangrado
            [burn] Quemadura
            [slow] Lentitud
            [stun] Aturdimiento
           *[bless] Bendición
        } (quedan { $new }).
log-kings_armory-upkeep = Mantenimiento de { $who }: { $bleed } de Sangrado + { $burn } de Quemadura = { $damage } de daño no resistible, PV { $old } → { $new }.
log-kings_armory-burn-immune = { $who } es inmune al daño sobrenatural: su Quemadura no le hace daño.
log-kings_armory-stun-skips = { $who } pierde su ficha de Aturdimiento y se salta el resto de su turno.
log-kings_armory-reach-gate = { $who } llega a la Puerta del Castillo: { $damage }{ $plus ->
        [0] {""}
       *[other] {" "}+ { $plus }
    } de daño{ $rolls ->
        [0] {""}
       *[other] {" "}× { $times } (x{ $rolls })
    }, puerta { $old } → { $new }; los defensores de la Armería acaban con él.
log-kings_armory-attack-gate = { $who } ataca la Puerta del Castillo: { $damage }{ $plus ->
        [0] {""}
       *[other] {" "}+ { $plus }
    } de daño{ $rolls ->
        [0] {""}
       *[other] {" "}× { $times } (x{ $rolls })
    }, puerta { $old } → { $new }.
log-kings_armory-wave-starts = { $gauntlet ->
        [1] El { -gauntlet } empieza en la oleada { $wave }: ronda 1 de los enemigos.
       *[other] Empieza la oleada { $wave } de { $waves }: ronda 1 de los enemigos.
    }
log-kings_armory-players-round = Ronda { $round } de los jugadores.
log-kings_armory-foes-round = Ronda { $round } de los enemigos.
log-kings_armory-unbless = Se retira la ficha de Bendición de { $who }.
log-kings_armory-gauntlet-rewards = Ronda { $round } de los enemigos superada: roba { $cards } { $cards ->
        [one] carta
       *[other] cartas
    } de recompensa.
log-kings_armory-revived = { $who } vuelve a ponerse en pie con { $hp } PV.
log-kings_armory-healed = { $who } se cura: PV { $old } → { $new }.
log-kings_armory-heal-step = Entre oleadas, paso 1: curación ({ $healed } curados, { $revived } reanimados).
log-kings_armory-wave-ends = La oleada { $wave } está ganada: todos los enemigos han sido derrotados.
log-kings_armory-victory = { -kings-armory } resiste, con la puerta a { $gate } PV.
log-kings_armory-mini-boss-cards = El minijefe ha sido vencido: roba 2 cartas de recompensa más.
log-kings_armory-star-gate = 3 Estrellas: +1 carta de recompensa, la Puerta del Castillo no ha recibido daño.
log-kings_armory-star-allies = 3 Estrellas: +1 carta de recompensa, ningún héroe ni mercenario ha recibido daño.
log-kings_armory-star-lost = 3 Estrellas: −{ $cards } { $cards ->
        [one] carta
       *[other] cartas
    } de recompensa, la puerta ha recibido { $damage } de daño (una carta por cada 3 o fracción de 3).
log-kings_armory-star-total = 3 Estrellas tras esta oleada: { $cards ->
        [0] ningún cambio en las cartas de recompensa.
       *[other] { $cards } cartas de recompensa netas.
    }
log-kings_armory-hire = Se contrata a { $who }, { $class ->
            [foot_soldier] Soldado de a pie
            [archer] Arquero
            [sorcerer] Hechicero
            [psionicist] Psiónico
           *[cleric] Clérigo
        } ({ $hp } PV), por { $cost } de oro: oro { $old } → { $new }.
log-kings_armory-level-up = { $who } sube al nivel { $level } por { $cost } de oro (oro { $gold_old } → { $gold_new }) y se cura: PV { $old } → { $new }.
log-kings_armory-hero-leaves = { $player } se va; { $who } se marcha con { $hp } PV.
log-kings_armory-hero-returns = { $who } vuelve con { $player } y { $hp } PV.
log-kings_armory-hero-joins = { $player } se une con { $who }: { $hp } de { $max } PV (la oleada { $wave } está a punto de empezar).
log-kings_armory-reward = Carta de recompensa de { $value } de oro: oro { $old } → { $new }.{ $due ->
        [0] {""}
       *[other] {" "}Quedan { $due } por introducir.
    }
log-kings_armory-build-tower = Se construye una torre: oro { $old } → { $new }, { $towers } torres.
log-kings_armory-sell-tower = Se vende una torre: oro { $old } → { $new }, { $towers } torres.
log-kings_armory-tower-destroyed = Se destruye una torre: quedan { $towers }.
log-kings_armory-unlock = { $who } desbloquea una pieza de equipo ({ $unlocked } de 2): oro { $old } → { $new }.{ $opens ->
        [1] {" "}Ya se puede comprar equipo nuevo.
       *[other] {""}
    }
log-kings_armory-buy-equipment = Se compra equipo nuevo: oro { $old } → { $new }.
log-kings_armory-sell-equipment = Se vende equipo: oro { $old } → { $new }.
log-kings_armory-buy-reinforcement = Se compra una carta de refuerzo: oro { $old } → { $new }, { $held } en mano.
log-kings_armory-play-reinforcement = Se juega una carta de refuerzo ({ $held } en mano).
log-kings_armory-buy-armory = Se compra la Carta de Armería por { $price } de oro: oro { $old } → { $new }.
log-kings_armory-play-armory = Se juega la Carta de Armería.

## The end
win-kings_armory-victory = Todos los enemigos de { $waves ->
        [one] la oleada
       *[other] las { $waves } oleadas
    } han sido derrotados, también los jefes, y la Puerta del Castillo resiste con { $gate } de { $max } PV.
win-kings_armory-gate = { $gauntlet ->
        [1] La Puerta del Castillo cayó en la ronda { $round } de los enemigos del { -gauntlet }; la mesa superó { $score } { $score ->
            [one] ronda
           *[other] rondas
        } de los enemigos.
       *[other] La Puerta del Castillo quedó a 0 PV en la oleada { $wave }.
    }
win-kings_armory-heroes = { $gauntlet ->
        [1] Todos los héroes quedaron fuera de combate en la ronda { $round } del { -gauntlet }; la mesa superó { $score } { $score ->
            [one] ronda
           *[other] rondas
        } de los enemigos.
       *[other] Todos los héroes quedaron fuera de combate en la oleada { $wave }.
    }

## Standings and reports
label-kings_armory-hp = PV
label-kings_armory-max-hp = PV máx.
label-kings_armory-heal-rate = Tasa de curación
label-kings_armory-gate = Puerta del Castillo
label-kings_armory-gate-max = Puerta máx.
label-kings_armory-gold = Oro
label-kings_armory-wave = Oleada
label-kings_armory-waves = Oleadas
label-kings_armory-round = Ronda
label-kings_armory-towers = Torres
label-kings_armory-reinforcements = Refuerzos
label-kings_armory-armory = Carta de Armería
label-kings_armory-equipment = Equipo desbloqueado
label-kings_armory-score = { $gauntlet ->
        [1] Rondas de los enemigos superadas
       *[other] Cartas de 3 Estrellas
    }
remark-kings_armory-hero = { $hero }{ $state ->
        [knocked_out] , fuera de combate
        [left] , ha dejado la partida
       *[other] {""}
    }
detail-kings_armory-gate = Puerta del Castillo: { $hp } de { $max } PV.
detail-kings_armory-gold = Oro del equipo: { $gold }.
detail-kings_armory-where = { $phase ->
        [prepare] Antes de la oleada { $wave }.
        [between] Entre oleadas, antes de la oleada { $wave }.
       *[wave] Oleada { $wave }{ $waves ->
            [0] {""}
           *[other] {" "}de { $waves }
        }, { $side ->
            [foes] ronda de los enemigos
           *[players] ronda de los jugadores
        } { $round }.
    }
detail-kings_armory-stock = Torres { $towers }, cartas de refuerzo { $reinforcements }, Carta de Armería { $armory }, equipo desbloqueado { $equipment }.
detail-kings_armory-score = { $gauntlet ->
        [1] Rondas de los enemigos superadas: { $score }.
       *[other] 3 Estrellas: { $score } cartas de recompensa ganadas o perdidas en total.
    }
detail-kings_armory-reverse-hp = PV inversos: las fichas de daño suman en la mesa.
detail-kings_armory-hireable = { $who }, { $class ->
            [foot_soldier] Soldado de a pie
            [archer] Arquero
            [sorcerer] Hechicero
            [psionicist] Psiónico
           *[cleric] Clérigo
        } de nivel { $level }: { $defeated ->
        [1] derrotado, fuera para el resto de la partida
       *[other] { $hp } de { $max } PV
    }.
detail-kings_armory-monster = { $who } ({ $level ->
        [0] jefe
       *[other] nivel { $level }
    }): { $hp } de { $max } PV{ $bleed ->
        [0] {""}
       *[other] , Sangrado { $bleed }
    }{ $burn ->
        [0] {""}
       *[other] , Quemadura { $burn }
    }{ $slow ->
        [0] {""}
       *[other] , Lentitud { $slow }
    }{ $stun ->
        [0] {""}
       *[other] , aturdido
    }{ $bless ->
        [0] {""}
       *[other] , bendecido
    }.

## Reminders
reminder-kings_armory-gauntlet-foes = { $foes ->
        [one] Llega { $foes } monstruo
       *[other] Llegan { $foes } monstruos
    } en esta ronda de los enemigos.
reminder-kings_armory-boss-now = En esta ronda de los enemigos llega un jefe, después de que los demás monstruos hayan jugado su turno.
reminder-kings_armory-delayed-rest = Entrada retrasada: el resto de los monstruos de la oleada entra ahora, después de que los del tablero hayan jugado su turno.
reminder-kings_armory-cards-due = Roba e introduce { $cards } { $cards ->
        [one] carta
       *[other] cartas
    } de recompensa.
reminder-kings_armory-jump-start = Antes de la primera oleada: { $towers } torres adicionales, { $equipment } equipos desbloqueados, { $hireables } mercenarios (hasta el nivel { $level }), como mucho { $reinforcements } cartas de refuerzo y no más de 200 de oro guardados.
reminder-kings_armory-heal-step = Entre oleadas: empieza por el paso de curación.
reminder-kings_armory-stars = 3 Estrellas: { $cards ->
        [0] esta vez no cambian las cartas de recompensa.
       *[other] { $cards } cartas de recompensa esta vez.
    }
reminder-kings_armory-mini-boss-cards = El minijefe ha sido vencido: roba 2 cartas de recompensa más.
reminder-kings_armory-boss-due = { $left ->
        [one] El jefe llega
       *[other] El primer jefe llega
    } en la ronda { $round } de los enemigos.
reminder-kings_armory-gauntlet-boss = El próximo jefe llega en la ronda { $round } de los enemigos.
reminder-kings_armory-towers = { $allies } aliados, pero hay sitio para { $room } (3 por torre, 1 por parapeto): construye una torre o los mercenarios más recientes se quedarán fuera.
reminder-kings_armory-reinforcement-cap = Por ahora se pueden tener como mucho { $cap } cartas de refuerzo.
piece-kings_armory-monster = { $boss ->
        [1] Jefe
       *[other] Monstruo
    }
piece-kings_armory-hero = Héroe
piece-kings_armory-hireable = Mercenario
label-kings_armory-bleed = Sangrado
label-kings_armory-burn = Quemadura
label-kings_armory-slow = Lentitud
label-kings_armory-stun = Aturdimiento
label-kings_armory-bless = Bendición
remark-kings_armory-defeated = derrotado
remark-kings_armory-down = fuera de combate
remark-kings_armory-left = ha dejado la partida

## The window
ui-ka-count = { $label }: { $n }
ui-ka-where = { $gauntlet ->
        [1] El { -gauntlet }, nivel { $wave }
       *[other] { $phase ->
            [prepare] Antes de la oleada { $wave }
            [between] Entre oleadas
           *[wave] Oleada { $wave } de { $waves }
        }
    }
ui-ka-round = { $phase ->
        [prepare] Preparación: torres, compras, cartas
        [between] { $healed ->
            [1] Curación hecha: la tienda y luego la siguiente oleada
           *[other] Paso 1: la curación
        }
       *[wave] { $side ->
            [foes] Ronda { $round } de los enemigos
           *[other] Ronda { $round } de los jugadores
        }
    }
ui-ka-score = { $gauntlet ->
        [1] { $score ->
            [one] { $score } ronda de los enemigos superada
           *[other] { $score } rondas de los enemigos superadas
        }
       *[other] 3 Estrellas: { $score ->
            [one] { $score } carta de recompensa neta
           *[other] { $score } cartas de recompensa netas
        }
    }
ui-ka-wave-die = Dado de oleada{ $modifier ->
        [0] {""}
       *[other] {" "}{ $signed }
    }
ui-ka-wave-result = { $net } · { $odd ->
        [1] impar
       *[other] par
    }
ui-ka-wave-tip = El d12 ha sacado { $natural }{ $modifier ->
        [0] {""}
       *[other] , { $signed } por la tabla de escalado de héroes
    }: { $net }, el monstruo entra por el lado { $odd ->
        [1] impar (izquierda)
       *[other] par (derecha)
    }.
ui-ka-d20 = d20
ui-ka-class-level = { $class ->
        [foot_soldier] Soldado de a pie
        [archer] Arquero
        [sorcerer] Hechicero
        [psionicist] Psiónico
       *[cleric] Clérigo
    } · nivel { $level }
ui-ka-heal-rate-n = Tasa de curación { $heal }
ui-ka-resist = Resistencia { $resist }
ui-ka-resist-one = { $kind ->
        [melee] CC
        [ranged] D
       *[supernatural] SN
    } { $n }
ui-ka-no-resist = Sin resistencia
ui-ka-immunity = { $immunity ->
        [melee] cuerpo a cuerpo
        [ranged] a distancia
        [supernatural] sobrenatural
       *[everything] todo
    }
ui-ka-resist-immune = { $resist } · inmune: { $immune }
ui-ka-immune-line = Inmune: { $immune }
ui-ka-token = { $status ->
        [bleed] Sangrado { $n }
        [burn] Quemadura { $n }
        [slow] Lentitud { $n }
        [stun] Aturdido
       *[bless] Bendecido
    }
ui-ka-no-monsters = No hay ningún monstruo en el tablero.
ui-ka-monster-kind = { $boss ->
        [1] Jefe
       *[other] Nivel { $level }
    }{ $siege ->
        [1] , asedio
       *[other] {""}
    }
ui-ka-hp-of = { $value }/{ $max } { $label }
ui-ka-gone = Fuera del tablero esta ronda.
ui-ka-hit-tip = Infligir { $amount } de daño { $kind ->
        [melee] cuerpo a cuerpo
        [ranged] a distancia
        [supernatural] sobrenatural
       *[non_resistible] no resistible
    }: { $taken } tras la resistencia.
ui-ka-keys = Teclas: ←→ monstruo, ↑↓ aliado, cifras cantidad, Intro o − golpear, + curar · Alt+M, R, S, N daño por tipo, H curar, U mantenimiento, G puerta, E ronda, W oleada, A entrar, D dado de oleada, T d20 · Alt+Mayús+G ataca la puerta sin entrar · Alt+I derrotado al instante · Alt+B entre oleadas: el botón del paso, Alt+Mayús+B un paso atrás · Alt+O tienda, Alt+L aliados, Alt+C carta de oleada · Alt+1…5 nivel, Alt+0 jefe, Alt+V asedio · Alt+− Alt++ modificador del dado de oleada · ↑↓ en las páginas Monstruos, Tienda, Aliados y carta de oleada (Objetivo: Alt+↑↓) resaltan un botón o un campo: Intro lo pulsa, lo que escribes llena el campo, Esc quita el resaltado · Tab campo siguiente · Esc suelta el objetivo
ui-ka-keys-hint = Teclas: pasa el ratón aquí
ui-ka-damage = daño
ui-ka-gate-damage-taken = Daño a la Puerta del Castillo
ui-ka-start-wave = { $gauntlet ->
        [1] Empezar el { -gauntlet }
       *[other] Empezar la oleada { $wave }
    }
ui-ka-next-round = { $side ->
        [foes] Terminar la ronda de los enemigos
        [players] Terminar la ronda de los jugadores
       *[other] Siguiente ronda
    }
ui-ka-end-wave = Terminar la oleada { $wave }
ui-ka-heal-step = Paso de curación
ui-ka-tab-target = Objetivo
ui-ka-tab-enter = Monstruos
ui-ka-tab-shop = Tienda
ui-ka-tab-allies = Aliados
ui-ka-no-target = Ningún objetivo elegido
ui-ka-no-target-help = Haz clic en la carta de un monstruo o en la ficha de un aliado, o usa ←/→ y ↑/↓.
ui-ka-target = { $who }: { $value }/{ $max } { $label }
ui-ka-amount = Cantidad
ui-ka-hit = { $kind ->
        [melee] Cuerpo a cuerpo
        [ranged] A distancia
        [supernatural] Sobrenatural
       *[non_resistible] No resistible
    } −{ $taken }
ui-ka-heal = Curar +{ $amount }
ui-ka-status = { $status ->
        [bleed] Sangrado
        [burn] Quemadura
        [slow] Lentitud
        [stun] Aturdimiento
       *[bless] Bendición
    }
ui-ka-upkeep = Mantenimiento: { $bleed } Sangrado, { $burn } Quemadura{ $stun ->
        [0] {""}
       *[other] , aturdido
    }
ui-ka-instant = Derrotado al instante
ui-ka-reach-gate = Llega a la puerta −{ $damage }
ui-ka-attack-gate = Ataca la puerta −{ $damage }
ui-ka-gate-help = Escribe el daño del monstruo como en su carta: 3, o 3+2 para un monstruo «+», o 4x3 para un monstruo «x» con 3 tiradas; la puerta recibe los dos números de un «+» y el daño de un «x» una vez por cada dos tiradas. Los jefes y el equipo de asedio solo atacan la puerta.
ui-ka-boss = Jefe
ui-ka-enter = Entra un monstruo
ui-ka-hp = PV
ui-ka-name-optional = Nombre (opcional)
ui-ka-resistances = Resistencias (en blanco: 0) e inmunidades
ui-ka-melee = Cuerpo a cuerpo
ui-ka-ranged = A distancia
ui-ka-supernatural = Sobrenatural
ui-ka-siege = Equipo de asedio
ui-ka-modifier = Modificador del dado de oleada
ui-ka-modifier-help = De la tabla de escalado de héroes de la carta de oleada (1, o 5 o más héroes); el lado de entrada depende del resultado neto.
ui-ka-reward = +{ $value }
ui-ka-rewards-title = Cartas de recompensa · { $gold } de oro{ $due ->
        [0] {""}
        [one] {" "}· { $due } carta por introducir
       *[other] {" "}· { $due } cartas por introducir
    }
ui-ka-build-tower = Construir · { $price } de oro
ui-ka-sell-tower = Vender · +{ $price } de oro
ui-ka-tower-destroyed = Destruida en la oleada
ui-ka-buy-equipment = Comprar nuevo · { $price } de oro
ui-ka-sell-equipment = Vender · +{ $price } de oro
ui-ka-held = { $label }: { $n } de { $cap }
ui-ka-buy = Comprar · { $price } de oro
ui-ka-play = Jugar una
ui-ka-class-hired = { $class ->
        [foot_soldier] Soldado de a pie
        [archer] Arquero
        [sorcerer] Hechicero
        [psionicist] Psiónico
       *[cleric] Clérigo
    } { $hired }/{ $cap }
ui-ka-hire = Contratar
ui-ka-hire-title = Contratar un mercenario (el precio de su carta)
ui-ka-name = Nombre
ui-ka-cost = Precio
ui-ka-heal-rate = Tasa de curación
ui-ka-level-up-title = Subir de nivel a { $who } (nivel { $level } de { $max })
ui-ka-level-up-pick = Subir de nivel: elige antes la ficha de un mercenario
ui-ka-level-up = Subir de nivel
ui-ka-new-hp = PV nuevos
ui-ka-new-heal-rate = Nueva tasa de curación
ui-ka-join = Se une
ui-ka-join-title = Se une un jugador (después del paso de curación)
ui-ka-player = Jugador
ui-ka-hero = Héroe
ui-ka-max-hp = PV máx.
ui-ka-leave-title = Irse y volver (después del paso de curación)
ui-ka-returns = Vuelve
ui-ka-leaves = Se va
ui-ka-leaves-ask = ¿Deja la partida?
ui-ka-pick-target = Elige antes un objetivo: haz clic en la carta de un monstruo o en la ficha de un aliado.
ui-ka-pick-hireable = Elige antes la ficha de un mercenario.

## The setup form
ui-ka-heroes = Héroes
ui-ka-heroes-help = De la carta de estadísticas de cada héroe: PV máximos y tasa de curación; las resistencias y la esquiva son opcionales. Un jugador puede llevar varios héroes.
ui-ka-dodge = Esquiva
ui-ka-role-auto = Papel: según el nombre
ui-ka-role-offensive = Papel: ofensivo
ui-ka-role-utility = Papel: apoyo
ui-ka-heals = Puede curar
ui-ka-add-hero = Añadir un héroe
ui-ka-hero-n = Héroe { $n }
ui-ka-hero-empty = Héroe { $n }, { $field }: escribe un número entero.
ui-ka-hero-number = Héroe { $n }, { $field }: «{ $value }» no es un número entero.
ui-ka-game = La partida
ui-ka-length = Duración
ui-ka-waves-n = { $n ->
        [one] { $n } oleada
       *[other] { $n } oleadas
    }
ui-ka-bosses-n = { $n ->
        [one] { $n } jefe
       *[other] { $n } jefes
    }
ui-ka-mini-boss = También un jefe en la oleada 5 (minijefe)
ui-ka-final-bosses = Jefes en la oleada final
ui-ka-entry = Entrada de los monstruos
ui-ka-entry-standard = Estándar
ui-ka-entry-delayed = Retrasada
ui-ka-entry-high-speed = Jefes rápidos
ui-ka-gate-hp = PV de la Puerta del Castillo
ui-ka-gate-hp-help = 20 en una partida estándar; cualquier número desde 1.
ui-ka-gate-gauntlet = El { -gauntlet }: siempre { $gate }.
ui-ka-towers = Torres iniciales
ui-ka-towers-help = De la tabla de escalado de héroes de la carta de oleada.
ui-ka-towers-gauntlet = El { -gauntlet }: según su tabla.
ui-ka-variant = Variante
ui-ka-mode-standard = Todas las oleadas
ui-ka-mode-jump-start = Inicio Avanzado
ui-ka-mode-single-wave = Oleada Única
ui-ka-mode-gauntlet = El { -gauntlet }
ui-ka-mode-standard-help = Todas las oleadas desde la primera; los jefes de la oleada final la terminan.
ui-ka-mode-jump-start-help = Empieza en una oleada posterior con las recompensas, el daño y las compras de la tabla H-2.
ui-ka-mode-single-wave-help = Una sola oleada, jugada como la final (desde la oleada 2 con la tabla H-2).
ui-ka-mode-gauntlet-help = Una oleada sin fin a un nivel de 1 a 7 (tabla H-3); la puerta empieza con 25 y la puntuación son las rondas de los enemigos superadas.
ui-ka-level = Nivel
ui-ka-first-wave = Empezar en la oleada
ui-ka-table-missing = El manual imprime la tabla { $table } solo para 2 a 4 héroes; con { $heroes } { $heroes ->
        [one] héroe
       *[other] héroes
    } escribe aquí sus números (de la web de la editorial). Las pistas son los números para 2 a 4 héroes.
ui-ka-row-reward-cards = Cartas de recompensa iniciales
ui-ka-row-gate-mod = Mod. de PV de la Puerta del Castillo
ui-ka-row-offensive-mod = Mod. de PV de aliados ofensivos
ui-ka-row-other-mod = Mod. de PV de otros aliados
ui-ka-row-extra-towers = Torres adicionales
ui-ka-row-equipment = Equipo desbloqueado
ui-ka-row-hireables = Mercenarios
ui-ka-row-hireable-level = Nivel máx. de mercenarios
ui-ka-row-reinforcements = Refuerzos máx.
ui-ka-row-towers = Torres iniciales
ui-ka-row-heal-mod = Mod. de tasa de curación
ui-ka-row-first-foes = Enemigos en la ronda 1
ui-ka-row-later-foes = Enemigos en rondas posteriores
ui-ka-row-d12-mod = Mod. del dado de oleada
ui-ka-row-rewards = Recompensas cada 3 rondas
ui-ka-row-boss-every = Jefe cada x rondas
ui-ka-three-stars = 3 Estrellas: cartas de recompensa ganadas o perdidas según cómo haya ido cada oleada
ui-ka-reverse-hp = PV inversos: mostrar el daño acumulado (el archivo guarda los PV)
ui-ka-solo-gold = En solitario con un héroe: 150 de oro antes de la primera oleada
ui-ka-level-n = nivel { $level }
ui-ka-immune = Inmune:

## Versión 2 de las reglas: el reglamento al pie de la letra

rule-kings_armory-row-printed = El manual imprime la tabla { $table } para 2 a 4 héroes, y con { $heroes } héroes valen sus números: deja fuera la fila (H, { $table }).
rule-kings_armory-heal-before = Entre oleadas primero se cura: Curar, luego Conseguir el oro, luego Gastar el oro (B5). Aplica el paso de curación antes de { $what ->
        [reward] anotar cartas de recompensa
       *[spend] gastar oro
    }.
rule-kings_armory-instant-immune = { $kind ->
        [everything] { $who } es inmune a todo: los aliados no pueden afectarle de ningún modo (E, Inmune).
       *[other] { $who } es inmune a los ataques { $kind ->
            [melee] cuerpo a cuerpo
            [ranged] a distancia
           *[supernatural] sobrenaturales
        } y a todos sus efectos, también a la derrota instantánea (E, Inmune).
    }
rule-kings_armory-instant-boss = Los jefes son inmunes a la muerte instantánea, la destrucción y la retirada salvo que la carta diga que afecta a los jefes ({ $who }; E, Jefes).
rule-kings_armory-instakill-siege = El equipo de asedio es inmune a la muerte instantánea: «solo lo vivo puede morir» ({ $who }; E, Muerte instantánea). Destrúyelo en su lugar.
rule-kings_armory-destroyed-living = Destruir solo funciona contra el equipo de asedio, no contra enemigos normales ({ $who }; E, Destruido).
rule-kings_armory-boss-round = El jefe llega en la ronda { $round } de los enemigos{ $entry ->
        [delayed] {" "}con la entrada retrasada de monstruos (D2-2)
        [high_speed] {" "}con la entrada rápida del jefe (D2-2)
       *[standard] {""}
    }, no antes: esta es la ronda { $now } (B7).
rule-kings_armory-boss-waits = En esta ronda de los enemigos llega un jefe, tras los turnos de los demás monstruos y antes de la ronda de los jugadores (B7; H en el { -gauntlet }): anótalo primero.
rule-kings_armory-towers-heroes = Los héroes nunca se quedan fuera: los { $heroes } héroes necesitan alojamiento, y { $towers } { $towers ->
        [one] torre
       *[other] torres
    } y los dos parapetos alojan { $room } (B5, paso 6). Construye una torre antes de que empiece la oleada.
rule-kings_armory-sits-out = { $who } se queda fuera de esta oleada: ninguna torre tenía sitio (B5, paso 6).
log-kings_armory-sits-out = { $who } se queda fuera de esta oleada: las torres y los parapetos alojan { $room } aliados (B5, paso 6).
remark-kings_armory-sits-out = fuera de esta oleada
rule-kings_armory-foes-over = { $mode ->
        [gauntlet] El { -gauntlet } trae { $max } enemigos en la ronda { $round } de los enemigos (H-3)
        [delayed] Con la entrada retrasada de monstruos el resto de la oleada son como mucho tantos como entraron primero: { $max } en la ronda 2 de los enemigos (D2-2)
       *[standard] Todos los monstruos de la oleada entran en la primera ronda de los enemigos (B1, B3; D2-2): en la ronda { $round } no se tira ninguno
    }. Un monstruo traído por una invocación o una carta de jefe entra como invocado.
rule-kings_armory-foes-due = { $due ->
        [one] Aún falta { $due } enemigo
       *[other] Aún faltan { $due } enemigos
    } en la ronda { $round } de los enemigos{ $mode ->
        [gauntlet] {" "}(H-3; el jefe entra después)
        [delayed] {" "}(entrada retrasada de monstruos: el resto de la oleada, D2-2)
       *[standard] {" "}(B1: una oleada trae al menos uno)
    }: { $due ->
        [one] anótalo
       *[other] anótalos
    } primero.
log-kings_armory-stays-down = { $who } sigue fuera de combate: la mitad de una tasa de curación de { $rate }, redondeada hacia abajo, es 0 PV (H, el { -gauntlet }).
rule-kings_armory-single-wave-one = La partida de Oleada Única se prepara con la tabla de Inicio Avanzado, que empieza en la oleada 2 (H, Oleada Única): elige una oleada de la 2 a la 7.
rule-kings_armory-gauntlet-join = En el { -gauntlet } los jugadores se unen o se van en la ronda de los jugadores, su mini fase entre oleadas, tras la curación (D3: «lo mejor posible»).
ui-ka-phase = { $phase ->
        [prepare] Preparación: torres, compras, cartas
        [between] Paso { $step }/7: { $name }
       *[wave] { $side ->
            [foes] Ronda { $round } de los enemigos
           *[other] Ronda { $round } de los jugadores
        }
    }
ui-ka-step-name = { $step ->
        [heal] ¡Cura!
        [gold] ¡Consigue el oro!
        [spend] ¡Gasta el oro!
        [change] Cambia y baraja el mazo
        [equip] Equipa a los héroes
        [reposition] Recoloca a los aliados
       *[start] ¡Empieza la siguiente oleada!
    }
ui-ka-step-hint = Paso { $number } (B5): { $step ->
        [heal] cada aliado se cura su tasa de curación; un héroe noqueado vuelve con esos PV.
        [gold] roba las cartas de recompensa de la oleada e introduce cada una en la página Tienda.
        [spend] torres, mercenarios, equipo, refuerzos y la Carta de Armería, en las páginas Tienda y Aliados.
        [change] guarda el oro en cartas de 100 y como mucho una de 50; baraja las cartas de recompensa usadas en su mazo.
        [equip] equipa piezas desbloqueadas, dos como mucho por héroe, e intercámbialas una por una; solo ahora se puede comprar, intercambiar o vender equipo.
        [reposition] cada aliado en una torre o a 2 casillas como mucho, 3 como mucho por torre; los jugadores pueden cambiar de sitio y pasar mercenarios a otro equipo.
       *[start] la primera ronda de los enemigos de la siguiente oleada.
    }
ui-ka-step-next = Hecho
ui-ka-step-cards-due = { $cards ->
        [one] Queda { $cards } carta de recompensa.
       *[other] Quedan { $cards } cartas de recompensa.
    }
ui-ka-step-cards-card = La carta de oleada dice cuántas: si se introduce antes de la oleada (la línea de la carta de oleada del panel lateral), la aplicación las cuenta.
ui-ka-step-gold = El equipo tiene { $gold } de oro.
ui-ka-step-change = { $gold } de oro: { $hundreds } × 100{ $fifty ->
        [0] {""}
       *[other] {" "}y 1 × 50
    }{ $rest ->
        [0] .
       *[other] , y { $rest } de oro que ninguna carta representa.
    }
ui-ka-step-towers = Ahora hay { $allies } aliados y { $towers } torres.
ui-ka-group = { $group ->
        [mini_boss] Minijefe
        [boss] Jefe
       *[level] Nivel { $level }
    }
ui-ka-on-board = { $n } en juego
ui-ka-to-come = { $n } por llegar
ui-ka-due-round = en la ronda { $round } de los enemigos
ui-ka-none-yet = Ninguno en el tablero todavía.
ui-ka-gone-short = Fuera esta ronda
ui-ka-step-short = { $step ->
        [heal] Curar
        [gold] Conseguir el oro
        [spend] Gastar el oro
        [change] Cambiar
        [equip] Equipar
        [reposition] Recolocar
       *[start] Empezar la oleada
    }
ui-ka-strip-card = { $what ->
        [reinforcements] Refuerzos
        [armory] Carta de Armería
        [equipment] Equipo
       *[towers] Torres
    } { $n }{ $cap ->
        [0] {""}
       *[other] /{ $cap }
    }
rule-kings_armory-no-gear = No hay ninguna pieza de equipo número { $piece }.
rule-kings_armory-gear-locked = El equipo { $piece } está bloqueado: «El equipo bloqueado nunca puede intercambiarse ni venderse», ni llevarse, hasta que se desbloquee (B5, paso 3).
rule-kings_armory-gear-sale-between = El equipo desbloqueado se vende entre oleadas, «y solo entonces» (B5, paso 3).
rule-kings_armory-gear-worn = El equipo { $piece } está puesto: quítalo primero (B5, paso 5).
rule-kings_armory-gear-other = El equipo { $piece } es de { $who }: cámbialo primero 1 por 1 (B5, paso 5).
rule-kings_armory-gear-equipped = El equipo { $piece } ya está puesto.
rule-kings_armory-gear-max = { $who } ya tiene { $max } piezas de equipo: «Cada héroe puede poseer y llevar un máximo de 2 piezas» (E, Cartas de equipo). Cambia o aparta una primero.
rule-kings_armory-gear-not-worn = El equipo { $piece } no está puesto.
rule-kings_armory-gear-same-holder = El equipo { $piece } y el { $with } están en las mismas manos: un intercambio es 1 por 1 entre dos poseedores (E, Cartas de equipo).
rule-kings_armory-gear-extra = El equipo { $piece } ya es equipo sobrante: no pertenece a ningún héroe.
log-kings_armory-equip = { $who } se pone el equipo { $piece }.
log-kings_armory-unequip = { $who } se quita el equipo { $piece }.
log-kings_armory-trade-gear = El equipo { $piece } ({ $a_extra ->
        [1] sobrante
       *[other] { $a }
    }) y el { $with } ({ $b_extra ->
        [1] sobrante
       *[other] { $b }
    }) cambian de manos.
log-kings_armory-set-aside = { $who } aparta el equipo { $piece }: ahora es equipo sobrante.
rule-kings_armory-no-guardian = El héroe número { $hero } no tiene Guardián en el tablero.
rule-kings_armory-guardian-heal = { $guardian } no puede curarse (E, Invocar Guardián).
rule-kings_armory-guardian-turn = Felicity invoca a su Guardián en su turno, en la ronda de los jugadores (E, Invocar Guardián).
rule-kings_armory-guardian-felicity = Invocar Guardián es una opción especial de Felicity la Maestra Sanadora, no de { $who } (E, Invocar Guardián).
rule-kings_armory-guardian-once = El Guardián solo puede invocarse una vez por { $gauntlet ->
        [1] ronda en el { -gauntlet } (H)
       *[other] oleada
    } (E, Invocar Guardián).
log-kings_armory-guardian-summoned = { $who } invoca a { $guardian } con { $hp } PV.
log-kings_armory-guardian-leaves = { $guardian } deja el tablero: { $why ->
        [left] el jugador de Felicity ha dejado la partida
        [felicity] Felicity ha sido derrotada
        [rounds] han pasado tres rondas de los jugadores (H, el { -gauntlet })
       *[wave] la oleada ha terminado
    }.
log-kings_armory-guardian-gone = { $guardian } es derrotado y deja el tablero.
log-kings_armory-guardian-shields = { $guardian } está junto a { $who } y recibe el daño a distancia por ella (E, Invocar Guardián).
piece-kings_armory-guardian = Guardián

## La carta de oleada (B1, diagrama B1-1) y Subir el listón (D2-2)
rule-kings_armory-raise-bar-gauntlet = Subir el listón cuenta los monstruos de cada oleada (D2-2); la oleada sin fin del { -gauntlet } toma sus enemigos de la tabla H-3.
rule-kings_armory-raise-bar = Subir el listón: la oleada { $wave } trae al menos { $min } { $min ->
        [one] monstruo
       *[other] monstruos
    } de nivel { $level }, y han llegado { $entered } (D2-2). { $places ->
        [0] Sustitúyelos antes de que termine la ronda o la oleada.
       *[other] Solo { $places ->
            [one] queda { $places } plaza
           *[other] quedan { $places } plazas
        } en la oleada: los monstruos obligatorios «se sustituyen al final», así que este es de nivel { $level }.
    }
rule-kings_armory-wave-card-due = { $due } de los { $total } enemigos que trae la carta de oleada en la oleada { $wave } ({ $foes } de la carta, { $extra } por el número de héroes) { $due ->
        [one] aún no ha entrado
       *[other] aún no han entrado
    } (B1{ $entry ->
        [delayed] ; D2-2, entrada retrasada de monstruos
       *[other] {""}
    }): la oleada termina cuando todos ellos han sido derrotados (B4).
rule-kings_armory-wave-card-over = La carta de oleada trae { $total } enemigos en esta oleada, { $max } de ellos en la ronda { $round } de los enemigos ({ $entry ->
        [delayed] D2-2, entrada retrasada: primero la mitad, redondeando hacia arriba, el resto en la ronda 2
       *[other] B1, D2-2: todos en la primera ronda de los enemigos
    }). Un monstruo traído por una invocación o una carta de jefe entra como invocado.
rule-kings_armory-wave-card-round-due = { $due ->
        [one] Aún falta { $due } enemigo
       *[other] Aún faltan { $due } enemigos
    } en la ronda { $round } de los enemigos, de los { $total } que trae la carta de oleada (B1{ $entry ->
        [delayed] ; D2-2, entrada retrasada de monstruos
       *[other] {""}
    }): { $due ->
        [one] anótalo
       *[other] anótalos
    } primero.
rule-kings_armory-wave-card-cards = Introduce primero { $cards ->
        [one] la carta de recompensa
       *[other] las { $cards } cartas de recompensa
    } de la oleada { $wave } (B5, paso 2: ¡Consigue el oro!).
rule-kings_armory-wave-card-gauntlet = El { -gauntlet } toma sus números de la tabla H-3 e ignora la tabla de escalado de héroes (H): no hay carta de oleada que introducir.
rule-kings_armory-wave-card-when = Los números de la carta de oleada se introducen antes de que empiece una oleada (B1): se está jugando la oleada { $wave }.
rule-kings_armory-wave-card-empty = Indica los números de al menos una oleada.
rule-kings_armory-wave-card-wave = La oleada { $wave } no está por venir: la carta de oleada se puede introducir para las oleadas { $first } a { $last }.
rule-kings_armory-wave-card-twice = La oleada { $wave } aparece dos veces.
rule-kings_armory-wave-card-number = Oleada { $wave }: «{ $field }» debe estar entre { $min } y { $max } (es { $value }).
rule-kings_armory-wave-card-no-foes = La oleada { $wave } trae al menos un enemigo (B1): { $foes } de la carta y { $extra } por el número de héroes no dan ninguno.
log-kings_armory-wave-card = La carta de oleada queda introducida para { $waves } oleadas.
log-kings_armory-wave-card-wave = Oleada { $wave } según la carta de oleada: { $total } { $total ->
        [one] enemigo
       *[other] enemigos
    } ({ $foes } de la carta, { $extra } por el número de héroes), modificador del d12 { $d12 }, { $cards } { $cards ->
        [one] carta
       *[other] cartas
    } de recompensa y { $extra_cards } por el número de héroes.
log-kings_armory-wave-card-rewards = Tras la oleada { $wave } { $cards ->
        [one] corresponde { $cards } carta
       *[other] corresponden { $cards } cartas
    } de recompensa: { $base } de la carta de oleada, { $scaling } por el número de héroes{ $stars ->
        [0] {""}
       *[other] , { $stars } por 3 Estrellas
    }{ $mini_boss ->
        [0] {""}
       *[other] , { $mini_boss } por el minijefe
    } (B5, paso 2).
reminder-kings_armory-wave-card-foes = { $foes ->
        [one] Llega { $foes } monstruo
       *[other] Llegan { $foes } monstruos
    } de la oleada en esta ronda de los enemigos (carta de oleada).
reminder-kings_armory-raise-bar = Subir el listón: al menos { $min } { $min ->
        [one] monstruo
       *[other] monstruos
    } de nivel { $level } en esta oleada (D2-2).
ui-ka-card-skipped = Carta de oleada sin introducir: no se comprueban los enemigos
ui-ka-card-gauntlet = El { -gauntlet }: la tabla H-3 trae los enemigos de cada ronda
ui-ka-card-gauntlet-due = { $now } { $now ->
        [one] enemigo pendiente
       *[other] enemigos pendientes
    } en esta ronda (H-3)
ui-ka-card-bar = Listón: { $entered }/{ $min } de nivel { $level }
ui-ka-card-due = { $now } { $now ->
        [one] enemigo pendiente
       *[other] enemigos pendientes
    } ahora, { $later } por venir
ui-ka-card-entered = { $entered } de { $total } han entrado
ui-ka-card-next = Oleada { $wave }: { $foes } { $foes ->
        [one] enemigo
       *[other] enemigos
    }, luego { $cards } { $cards ->
        [one] carta
       *[other] cartas
    } de recompensa
ui-ka-card-rewards = Oleada { $wave }: { $total } { $total ->
        [one] carta
       *[other] cartas
    } de recompensa, { $due } por introducir
ui-ka-card-open = Carta de oleada: haz clic para escribir sus números (B1)
ui-ka-card-help = Escribe los números de la carta para la próxima oleada antes de que empiece, o todas las filas de una vez. Un campo vacío conserva el número introducido antes; los de la tabla de escalado de héroes son 0 si no había ninguno.
ui-ka-card-wave = Oleada
ui-ka-card-foes = Enem.
ui-ka-card-foes-help = La cantidad de enemigos en la tabla de selección de monstruos (#2)
ui-ka-card-extra-foes = +Enem.
ui-ka-card-extra-foes-help = Los monstruos adicionales de la tabla de escalado de héroes para el número de héroes en la mesa (#7)
ui-ka-card-d12 = d12
ui-ka-card-d12-help = El modificador del d12 de la tabla de escalado de héroes (#8)
ui-ka-card-cards = Cartas
ui-ka-card-cards-help = Las cartas de recompensa tras la oleada (#4)
ui-ka-card-extra-cards = +Cart.
ui-ka-card-extra-cards-help = La bonificación de recompensa de la tabla de escalado de héroes para el número de héroes en la mesa (#9)
ui-ka-card-send = Introducir la carta de oleada
ui-ka-card-nothing = Escribe primero los números de una oleada.
ui-ka-card-empty = Oleada { $wave }, { $field }: escribe un número entero.
ui-ka-card-not-number = Oleada { $wave }, { $field }: «{ $value }» no es un número entero.
ui-ka-raise-bar = Subir el listón
ui-ka-raise-bar-off = Desactivado
ui-ka-raise-bar-help = D2-2: cada oleada desde la segunda trae al menos X monstruos de su nivel más alto (X + 1 en la oleada 6, X + 2 en la 7); 2 es la sugerencia estándar. No en el { -gauntlet }.
ui-ka-instant-how = { $how ->
        [destroyed] Destruido
        [removal] Retirado
       *[instakill] Muerte instantánea
    }
ui-ka-instant-attack = { $kind ->
        [melee] Cuerpo a cuerpo
        [ranged] A distancia
        [supernatural] Sobrenatural
       *[none] Sin tipo
    }
ui-ka-instant-bosses = La carta afecta a los jefes
ui-ka-instant-help = Derrotado al instante por muerte instantánea (solo enemigos vivos), destrucción (solo equipo de asedio) o retirada (ambos). Un enemigo inmune al tipo del ataque también es inmune a su derrota instantánea; un jefe solo cae si la carta dice que afecta a los jefes (E).
ui-ka-summoned = Invocado (por una carta o un jefe)
ui-ka-summoned-help = Un monstruo traído por un efecto (una invocación, los monstruos extra de la carta de un jefe) no cuenta entre los enemigos que tocan en esta ronda (E, Invocación).
ui-ka-join-title-gauntlet = Se une un jugador (en la ronda de los jugadores)
ui-ka-leave-title-gauntlet = Irse y volver (en la ronda de los jugadores)
ui-ka-guardian-name = Guardián
ui-ka-guardian-title = Guardián de Felicity
ui-ka-guardian-help = Se invoca en su turno, una vez por oleada (una vez por ronda en el { -gauntlet }); se queda hasta que lo derrotan, Felicity cae o termina la oleada. No puede curarse y es inmune al sangrado y al aturdimiento (E, Invocar Guardián).
ui-ka-guardian-fields = Sus PV y resistencias, de la carta de Felicity (una resistencia en blanco es 0).
ui-ka-summon-guardian = Invocar
ui-ka-guardian-shields = Protege a { $who } −{ $taken }
ui-ka-guardian-of = de { $who }
ui-ka-guardian-no-heal = No puede curarse
ui-ka-piece = #{ $piece } { $state ->
        [locked] bloqueado
        [worn] puesto
       *[unlocked] libre
    }
ui-ka-gear-none = ninguno
ui-ka-hero-gear = Equipo: { $pieces }
ui-ka-step-gear-one = { $who }: { $pieces }
ui-ka-gear-extra = sobrante: { $pieces }
ui-ka-step-gear = { $list }. Como mucho dos puestos por héroe; las piezas están en la página Tienda.
ui-ka-unlock-short = Desbloquear ({ $unlocked }/2) · { $price } de oro
ui-ka-gear-extra-title = Equipo sobrante (no pertenece a ningún héroe)
ui-ka-piece-picked = { $piece } · { $extra ->
        [1] sobrante
       *[other] de { $who }
    }
ui-ka-piece-pick = Elige arriba una pieza de equipo.
ui-ka-take-off = Quitar
ui-ka-set-aside = Apartar
ui-ka-wear-title = Lo lleva:
ui-ka-trade-title = Cambiado 1 por 1 por:
ui-ka-gear-extra-one = sobrante
ui-ka-trade-for = #{ $piece } · { $who }
ui-ka-trade-tip = Cambiarlo 1 por 1 por el equipo { $piece } ({ $who }).
ui-ka-instant-options = Cómo se derrota al enemigo al instante: muerte instantánea, destrucción o retirada, el tipo del ataque, una carta que afecta a los jefes.
ui-ka-gear-count = { $n } { $state ->
        [locked] { $n ->
            [one] bloqueado
           *[other] bloqueados
        }
        [worn] { $n ->
            [one] puesto
           *[other] puestos
        }
       *[unlocked] { $n ->
            [one] libre
           *[other] libres
        }
    }
ui-ka-modifier-source = { $source ->
        [card] Carta de oleada, oleada { $wave }: { $signed }
        [gauntlet] Tabla H-3: { $signed }
       *[none] Sin carta de oleada para la oleada { $wave }: { $signed }
    }
ui-ka-to-come-range = { $min ->
        [0] hasta { $max } por llegar
       *[other] de { $min } a { $max } por llegar
    }
log-kings_armory-step = Entre oleadas, paso { $step }: { $step ->
        [2] ¡Consigue el oro!
        [3] ¡Gasta el oro!
        [4] Cambia y baraja el mazo
        [5] Equipa a los héroes
        [6] Recoloca a los aliados
       *[7] ¡Empieza la siguiente oleada!
    }
rule-kings_armory-step-range = Entre oleadas, los pasos tras la curación van del 2 al 7 (B5); { $step } no es uno de ellos.
rule-kings_armory-step-same = El grupo ya está en el paso { $step }.
ui-ka-wave-beyond = { $beyond ->
        [low] Menos de 1: el nivel de monstruo más bajo posible en esta oleada.
       *[high] Más de 12: el nivel de monstruo más alto posible en esta oleada.
    }
rule-kings_armory-drop-trade-piece = El equipo { $piece } no es una pieza desbloqueada del héroe que se va, o se intercambia dos veces (D3).
rule-kings_armory-drop-trade-with = El equipo { $piece } no es una pieza bloqueada de un héroe que se queda, o se intercambia dos veces (D3).
rule-kings_armory-drop-trade-due = Quien se va «debe intercambiar» el equipo desbloqueado «por equipo bloqueado» mientras lo haya: intercambia el equipo { $piece } por el { $with } (D3).
rule-kings_armory-drop-trade-rules = Esta partida se juega con la versión { $rules } de las reglas, en la que quien se va no intercambia equipo: las piezas desbloqueadas quedan como equipo extra (D3).
log-kings_armory-drop-trade = { $leaver } da el equipo { $piece } a { $who } a cambio del equipo bloqueado { $with }, que va al fondo del mazo.
ui-ka-leaves-trade = El equipo { $piece } pasa a { $who } a cambio del { $with } bloqueado.
