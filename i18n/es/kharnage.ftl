# kharnage — textos del marcador de este juego (es). Las claves deben coincidir con i18n/en/kharnage.ftl.

## Rules that refuse a setup or an action
rule-kharnage-round-count = Rondas: una partida de Kharnage dura de 1 a { $max } rondas, no { $rounds }.
rule-kharnage-played-by = Jugado por: { $players ->
        [one] hay 1 jugador
       *[other] hay { $players } jugadores
    } para { $armies } ejércitos; indica uno por ejército, o ninguno.
rule-kharnage-rounds-over = Todas las rondas están cerradas; ahora solo se pueden introducir los tamaños finales de los ejércitos.
rule-kharnage-nothing-changes = Eso no cambia nada.
rule-kharnage-initiative-negative = La iniciativa de { $army } no puede ser negativa.
rule-kharnage-initiative-taken = { $other } ya juega la iniciativa { $initiative } en esta ronda; cada carta de estrategia tiene su propia iniciativa.
rule-kharnage-initiative-missing = La ronda { $round } no se puede cerrar: { $army } no ha revelado su iniciativa.
rule-kharnage-destroyed-negative = { $army } solo ha destruido { $old ->
        [one] 1 carta
       *[other] { $old } cartas
    } en esta ronda; la cuenta no puede bajar de cero.
rule-kharnage-own-army = { $army } no puede hacer un Kharnage sobre su propio ejército.
rule-kharnage-yeah-off = En esta partida no se usa la regla del «YEAH!».
rule-kharnage-yeah-no-kharnage = En la ronda { $round } ningún otro ejército ha hecho un Kharnage que { $army } haya podido dejar de jalear.
rule-kharnage-yeah-no-token = { $army } no tiene ninguna ficha de Kharnage que perder.
rule-kharnage-armies-too-early = Los tamaños finales de los ejércitos se introducen cuando se ha cerrado la última ronda, la ronda { $rounds }.
rule-kharnage-game-over = La partida ya está decidida.
rule-kharnage-final-armies-count = Introduce un tamaño por ejército: { $armies ->
        [one] un número
       *[other] { $armies } números
    }, no { $count }.
rule-kharnage-units-negative = { $army } no puede tener menos de cero unidades.

## Log lines
log-kharnage-initiative = Ronda { $round }: { $army } juega la iniciativa { $initiative }.
log-kharnage-initiative-changed = Ronda { $round }: iniciativa de { $army } { $old } → { $initiative }.
log-kharnage-destroyed = Ronda { $round }: cartas destruidas por { $army } { $old } → { $new }.
log-kharnage-kharnage = Ronda { $round }: ¡{ $army } hace KHARNAGE sobre { $victim }! Fichas de Kharnage { $old } → { $new }.
log-kharnage-kharnage-no-victim = Ronda { $round }: ¡{ $army } hace KHARNAGE! Fichas de Kharnage { $old } → { $new }.
log-kharnage-no-yeah = Ronda { $round }: { $army } no ha gritado «YEAH!». Fichas de Kharnage { $old } → { $new }.
log-kharnage-close-round = Ronda { $round } cerrada: { $first } se lleva la ficha de 5 calaveras ({ $first_cards ->
        [one] 1 carta
       *[other] { $first_cards } cartas
    }), { $second } la de 3 calaveras ({ $second_cards ->
        [one] 1 carta
       *[other] { $second_cards } cartas
    }), { $third } la de 1 calavera ({ $third_cards ->
        [one] 1 carta
       *[other] { $third_cards } cartas
    }).{ $ties ->
        [0] {""}
       *[other] {" "}Los empates en cartas se han resuelto por la iniciativa más baja.
    }
log-kharnage-close-round-two = Ronda { $round } cerrada: { $first } se lleva la ficha de 5 calaveras ({ $first_cards ->
        [one] 1 carta
       *[other] { $first_cards } cartas
    }), { $second } la de 3 calaveras ({ $second_cards ->
        [one] 1 carta
       *[other] { $second_cards } cartas
    }).{ $ties ->
        [0] {""}
       *[other] {" "}El empate en cartas se ha resuelto por la iniciativa más baja.
    }
log-kharnage-final-armies = Tamaños finales de los ejércitos (unidades): { $sizes }.

## How the game was won
win-kharnage-skulls = { $army } gana con más calaveras: { $skulls }.
win-kharnage-largest-army = { $army } gana: empate a { $skulls ->
        [one] 1 calavera
       *[other] { $skulls } calaveras
    }, decidido por el ejército más grande ({ $units ->
        [one] 1 unidad
       *[other] { $units } unidades
    }).
win-kharnage-most-tokens = { $army } gana: empate a { $skulls ->
        [one] 1 calavera
       *[other] { $skulls } calaveras
    } y en tamaño del ejército, decidido por tener más fichas de Kharnage ({ $tokens }).
win-kharnage-initiative = { $army } gana: empate a { $skulls ->
        [one] 1 calavera
       *[other] { $skulls } calaveras
    }, en tamaño del ejército y en fichas de Kharnage, decidido por la iniciativa más baja de la última ronda ({ $initiative }).
win-kharnage-shared = { $armies } comparten la victoria: empate a { $skulls ->
        [one] 1 calavera
       *[other] { $skulls } calaveras
    } y en todos los desempates.

## Standings
label-kharnage-skulls = Calaveras
label-kharnage-domination = Dominación
label-kharnage-tokens = Fichas de Kharnage
label-kharnage-destroyed = Cartas destruidas
label-kharnage-initiative = Iniciativa
label-kharnage-units = Unidades
remark-kharnage-winner = ganador
remark-kharnage-tied = empate a calaveras: introduce los tamaños finales de los ejércitos

## Help
help-kharnage-history = Bajo cada ejército, R1: 5 (9) significa que en la ronda 1 se llevó 5 calaveras por 9 cartas destruidas.
help-kharnage-round = En cada ronda, introduce la iniciativa de cada ejército, las cartas (no unidades) que destruye —cuenta cada carta de una unidad grande— y cada Kharnage que hace. Al cerrar la ronda se reparten las fichas de 5, 3 y 1 calaveras según las cartas destruidas; un empate es para la iniciativa más baja. Con dos ejércitos no se usa la ficha de 1 calavera.
help-kharnage-zero = Un ejército entra en el reparto de fichas de dominación aunque no haya destruido ninguna carta: el reglamento da las fichas solo por posición.
help-kharnage-yeah = La regla del «YEAH!» (opcional): cuando un ejército hace un Kharnage, los demás deben gritar «YEAH!» o perder una ficha de Kharnage, si tienen alguna. Con esta regla, el ejército también debe gritar «KHARNAGE!» para ganar su ficha: introduce el Kharnage solo si lo ha hecho.
help-kharnage-end = Tras la última ronda, calaveras = fichas de dominación + fichas de Kharnage. Si hay empate en cabeza, introduce el número de unidades de cada ejército: gana el ejército más grande; después, quien tenga más fichas de Kharnage; después, la iniciativa más baja de la última ronda.

## The window
ui-kharnage-keys = Teclas: ↑↓ o Tab ejército (Tab también anota lo escrito) · cifras: su iniciativa, tras la última ronda sus unidades · Intro la anota · + − cartas destruidas · Alt+K KHARNAGE! · Alt+Y sin «YEAH!» · Alt+C cerrar la ronda · Alt+B desempatar · Esc borra lo escrito
ui-kharnage-armies = Ejércitos
ui-kharnage-army-n = Ejército { $n }
ui-kharnage-played-by = Jugado por (opcional)
ui-kharnage-rules = Reglas
ui-kharnage-rounds = Rondas
ui-kharnage-yeah-rule = Regla del «YEAH!»: el ejército que no grita pierde una ficha de Kharnage
ui-kharnage-round = Ronda { $round } de { $rounds }
ui-kharnage-kharnage = KHARNAGE!
ui-kharnage-no-yeah = sin «YEAH!»
ui-kharnage-would-take = → { $skulls ->
        [one] 1 calavera
       *[other] { $skulls } calaveras
    }
ui-kharnage-close-round = Cerrar la ronda { $round }
ui-kharnage-final-armies = Contar los ejércitos
ui-kharnage-tied = { $armies } empatan a { $skulls ->
        [one] 1 calavera
       *[other] { $skulls } calaveras
    }: escribe las unidades que quedan en cada ejército y pulsa Desempatar.
ui-kharnage-count-armies = Desempatar
ui-kharnage-table-help = Escribe cada iniciativa y pulsa Intro.
ui-kharnage-done = Se han jugado todas las rondas.
ui-kharnage-skulls = { $skulls ->
        [one] calavera
       *[other] calaveras
    }
ui-kharnage-cards = { $cards ->
        [one] carta destruida
       *[other] cartas destruidas
    }
ui-kharnage-tokens = { $tokens ->
        [one] 1 ficha de Kharnage
       *[other] { $tokens } fichas de Kharnage
    }
ui-kharnage-round-taken = R{ $round }: { $skulls } ({ $cards })
ui-kharnage-round-open = R{ $round }: … ({ $cards })
ui-kharnage-tied-short = empate
ui-kharnage-army-dwarf = Enanos
ui-kharnage-army-goblin = Goblins
ui-kharnage-army-human = Humanos
ui-kharnage-army-orc = Orcos
