# Las palabras de la ventana (es): pantallas, botones, avisos, ajustes. Las claves deben coincidir en todos los idiomas.

ui-language-name = Español
ui-home = Inicio
ui-history = Historial
ui-settings = Ajustes
ui-close = Cerrar
ui-open = Abrir
ui-start = Empezar la partida
ui-new-game = Nueva partida
ui-in-progress = en curso
ui-in-progress-games = Partidas en curso
ui-recent-finished = Terminadas recientemente
ui-none-yet = Ninguna todavía.
ui-history-count = Todas las sesiones ({ $count })
ui-winner = ¡Victoria de { $winners }!
ui-nobody-won = La partida ha terminado: nadie ha ganado.
ui-over = Terminada: { $reason }
ui-no-screen = Todavía no hay pantalla para { $game }; se puede reproducir y mostrar desde la línea de órdenes.

## Setting up a custom game
ui-players = Jugadores
ui-player-n = Jugador { $n }
ui-name = Nombre
ui-remove = Quitar
ui-add-player = Añadir un jugador
ui-random-first = Sortear quién empieza
ui-first-drawn = Empieza { $name } (por sorteo).
ui-first-team-drawn = Empieza el equipo de { $name } (por sorteo).
ui-counters = Contadores
ui-counter-fields = Cada jugador recibe todos los contadores: su nombre, valor inicial, mínimo y máximo opcionales, y el paso de cada clic.
ui-counter-n = Contador { $n }
ui-default-counter = Puntos
ui-start-value = Inicio
ui-min = Mín.
ui-max = Máx.
ui-step = Paso
ui-add-counter = Añadir un contador
ui-win-rule = Cómo se gana la partida
ui-win-none = Deciden los jugadores
ui-win-reach = El primero en llegar a un objetivo
ui-win-last-above = El último jugador por encima de 0
ui-on-counter = en
ui-target = objetivo
ui-not-a-number = { $field }: «{ $value }» no es un número entero.
ui-field-empty = { $field }: escribe un número entero.
ui-dice = Dados
ui-die = d{ $sides }
ui-dice-d = d
ui-dice-count = Dados: «{ $value }» no es un número entero de 1 a { $max }.
ui-dice-roll = Tirar
ui-dice-none = Aún no hay tirada
ui-dice-last = { $count ->
        [1] d{ $sides }
       *[other] { $count }d{ $sides }, total { $total }
    }
ui-dice-sides = Caras: «{ $value }» no es un número entero de { $min } a { $max }.

## Playing
ui-undo = Deshacer
ui-redo = Rehacer
ui-reopen = Reabrir
ui-setup-title = Nueva partida: { $game }
ui-table-mode = Modo mesa (F11)
ui-table-mode-off = Salir del modo mesa (F11)
ui-reopen-ask = ¿Reabrir esta partida?
ui-yes = Sí
ui-no = No
ui-delete-ask = ¿Borrar?
ui-log-show = Registro ▸
ui-log-fold = ◂ Plegar
ui-zoom = Zoom
ui-zoom-percent = { $percent } %
ui-zoom-reset = 100 %
ui-zoom-keys = Ctrl+= y Ctrl+− cambian el zoom, Ctrl+0 lo restablece.
ui-help-title = Teclas
ui-help-close = Cerrar (Esc)
ui-help-window = F1 o ?: esta lista · F11: modo mesa · Ctrl+= y Ctrl+−: zoom, Ctrl+0: volver al 100 % · Esc: cerrar esta lista
ui-help-go = Ctrl+1: Inicio · Ctrl+2: Historial · Ctrl+3: Estadísticas · Ctrl+4: Eventos · Ctrl+5: Ajustes
ui-help-play = Ctrl+Z: deshacer · Ctrl+Y o Ctrl+Mayús+Z: rehacer · Ctrl+P: pausar o reanudar el reloj · Ctrl+T, Ctrl+Mayús+T: tiempo por turno más largo, más corto · Ctrl+L: plegar o desplegar el registro · Ctrl+E: una nota en la última entrada · Ctrl+D: borrar la última entrada (Intro lo confirma, Esc la conserva) · Ctrl+N: la nota de la sesión · Ctrl+Mayús+P: mostrar en móviles · Ctrl+Mayús+B: abrir en el navegador
ui-help-decided = Partida terminada: Alt+R repasar la partida · Alt+M revancha · Alt+H inicio · Alt+B el tablero al final o de nuevo el resultado · Alt+U deshacer la jugada ganadora · Alt+O reabrir para corregir (Intro lo confirma, Esc no)
ui-help-review = ← →: un paso atrás o adelante · Inicio, Fin: al principio, al final
ui-help-screen = Tab, Mayús+Tab: avanzar y retroceder por campos y botones · Intro o Espacio: pulsar el botón enmarcado · Esc: volver (primero sal de un campo o de una pregunta abierta)
ui-custom-keys = Teclas: ↑↓ o Tab jugador · ←→ contador · + − un paso · cifras y luego Intro: fijar el contador · Alt+N cuántos dados, Alt+S caras (cifras y luego Intro: tirar) · Alt+D dado siguiente · Alt+R tirar · Esc cancela
ui-text-size = Tamaño del texto
ui-table-lost = La mesa ha perdido
ui-review-step = Entrada { $step } de { $last }
ui-review-everyone = Todos
ui-review-every-kind = Todo tipo de acción
ui-review-chart = Gráfico:
ui-history-every-game = Todos los juegos
ui-history-all = Todas las sesiones
ui-history-finished = terminadas
ui-history-player = Nombre del jugador
ui-history-from = Desde (AAAA-MM-DD)
ui-history-to = Hasta (AAAA-MM-DD)
ui-history-newer = ◀ Más recientes
ui-history-older = Más antiguas ▶
ui-history-page = Página { $page } de { $pages }
ui-history-row = { $when } · { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } · { $entries ->
        [one] { $entries } entrada
       *[other] { $entries } entradas
    } · { $status }
ui-history-abandoned = abandonada
ui-history-trash = Borradas (papelera)
ui-history-abandon = Abandonar
ui-history-resume = Retomar
ui-history-delete = Borrar
ui-history-delete-ask = ¿Borrar? Irá a la papelera.
ui-history-restore = Restaurar
ui-restored-renamed = Restaurada como sesión { $id }: su id { $old } ya la tiene otra sesión o su copia de seguridad.
ui-refused-mark = solo lectura: las reglas rechazan una entrada
ui-read-only = Esta sesión está abierta en otra ventana: aquí se muestra en solo lectura.
ui-session-note = Una nota sobre esta sesión (Intro la guarda)
ui-save-failed = El cambio se mantiene en pantalla, pero no se ha podido guardar: { $error }
ui-store-io = { $file }: { $error }
ui-store-format = { $file } no es un archivo que Tablekeeper sepa leer: { $error }
ui-store-unreadable = No se ha podido leer { $file } ({ $error }). Se ha dejado donde estaba, porque no se ha podido mover a la cuarentena: { $why }
ui-store-not-a-file = { $file } es { $kind ->
        [folder] una carpeta
        [fifo] un FIFO (tubería con nombre)
        [socket] un socket
        [char] un dispositivo de caracteres
        [block] un dispositivo de bloques
        [dangling] un enlace simbólico que no apunta a nada
       *[other] algo distinto de un archivo
    }, no un archivo normal, así que no se ha abierto.
ui-store-too-large = { $file } ocupa { $size } bytes, más de los { $limit } MiB que puede tener un archivo de sesión, así que no se ha leído.
ui-store-too-large-to-write = La sesión { $id } ocuparía { $size } bytes en disco, más de los { $limit } MiB que puede tener un archivo de sesión. No se ha escrito nada.
ui-store-claimed = Otra ventana u otro comando acaba de guardar la sesión { $id }.
ui-store-locked = La sesión { $id } está abierta en otra ventana.
ui-store-busy = Otro Tablekeeper está cambiando { $file } y no ha terminado a tiempo. No se ha cambiado nada; inténtalo de nuevo.
ui-store-file = { $file }: { $error }
ui-store-not-found = No hay ninguna sesión con el identificador { $id }.
ui-store-bad-id = «{ $id }» no es un identificador de sesión (solo letras, cifras, - y _).
ui-store-encode = No se ha podido escribir la sesión en JSON: { $error }
ui-store-read-only = La sesión { $id } contiene una entrada que las reglas rechazan: es de solo lectura y su archivo se conserva tal cual.
ui-quarantined = No se ha podido leer { $file } ({ $reason }). Se ha movido a { $moved } y no se ha tocado nada más.
ui-note-not-written = No se ha podido escribir la nota que explica el motivo: { $error }
ui-session-warning = Sesión { $id }: { $warning }
ui-unknown-fields = el archivo contiene campos que Tablekeeper no lee; se omitirán la próxima vez que se guarde la sesión: { $fields }
ui-skipped = Se ha dejado { $file } sin tocar: { $reason }

## Log
ui-log = Registro
ui-log-empty = Todavía no ha pasado nada.
ui-undone = Paso deshecho
ui-undone-line = (deshecho) { $line }
ui-note = Nota (Intro la guarda)
ui-edit-note = añadir o editar una nota
ui-older = Mostrar entradas anteriores ({ $count } más)

## Settings
ui-language = Idioma
ui-theme = Tema
ui-system = Igual que el sistema
ui-theme-light = Claro
ui-theme-dark = Oscuro
ui-contrast = Contraste
ui-contrast-normal = Normal
ui-contrast-high = Alto
ui-delete-entry = borrar esta entrada

## Export and import
ui-export = Exportar:
ui-export-session = Archivo de sesión
ui-export-json = Informe JSON
ui-export-csv = CSV
ui-export-csv-series = CSV, una fila por entrada
ui-export-markdown = Markdown
ui-export-chart = Gráfico (PNG)
ui-export-title = Exportar la sesión
ui-import-files = Importar sesiones…
ui-import = Importar
ui-import-title = Importar archivos de sesión
ui-file-sessions = Sesiones de Tablekeeper
ui-no-dialog = Aquí no se puede mostrar un diálogo de archivos (no hay portal de escritorio ni zenity): escribe la ruta.
ui-path-export = Dónde guardar «{ $what }» (una ruta de archivo):
ui-path-import = El archivo de sesión que se importará, o una carpeta para importar todos sus archivos .json:
ui-path-placeholder = /home/tu/sesion.json
ui-path-save = Guardar
ui-path-empty = Escribe primero una ruta.
ui-cancel = Cancelar
ui-exported = Se ha guardado «{ $what }» en { $path }.
ui-export-failed = No se ha podido guardar en { $path }: { $error }
ui-chart-gone = El gráfico ya no está en pantalla: abre la revisión de la sesión y vuelve a guardar el gráfico (no se ha escrito { $path }).
ui-imported = Se ha importado { $file } como la sesión { $id }.
ui-imported-renamed = Se ha importado { $file } como la sesión { $id } (su id { $old } ya está en uso).
ui-imported-renamed-reserved = Se ha importado { $file } como la sesión { $id } (su id { $old } es un nombre que Windows reserva para un dispositivo).
ui-imported-already = { $file } no se importó: la sesión { $id } es esta misma partida.
ui-imported-already-further = { $file } no se importó: la sesión { $id } es esta misma partida, más avanzada.
ui-import-refused = No se ha importado { $file }: { $why } Detalle: { $detail }
ui-import-refused-entry = No se ha importado { $file }: la regla { $rule } rechaza la entrada { $entry } del registro. No se ha escrito nada.

## Stats
ui-stats = Estadísticas
ui-stats-none = Todavía no hay partidas decididas.
ui-stats-more = { $count ->
        [one] … y { $count } jugador más (filtra por nombre para verlo).
       *[other] … y { $count } jugadores más (filtra por nombre para verlos).
    }
ui-stats-players = Jugadores
ui-stats-games = Juegos
ui-stats-versus = Cara a cara
ui-stats-vs = contra
ui-stats-pick-player = Elige un jugador
ui-stats-versus-help = Elige dos jugadores para ver las partidas decididas que jugaron los dos.
ui-stats-record = { $what } { $wins }/{ $games }
ui-stats-how = Formas de ganar: { $how }
ui-player-page = Página del jugador
ui-player-back = Volver a las estadísticas
ui-player-no-games = Todavía no hay partidas decididas.
ui-player-recent = Últimas partidas
ui-player-also = También escrito:
ui-player-also-none = ninguna otra forma
ui-player-split = Separar
ui-player-split-ask = ¿Volver a contar a { $name } aparte de { $person }?
ui-player-new-name = Nombre nuevo
ui-player-rename = Renombrar en todas partes
ui-player-same-as = La misma persona que
ui-player-merge = Unir en una persona
ui-player-merge-ask = ¿Contar a { $name } como { $into } a partir de ahora?
ui-known-players = Jugadores conocidos:
ui-known-none = Ningún jugador conocido se llama así.
ui-events = Eventos
ui-events-none = Aún no hay eventos: ponle nombre, elige el juego y escribe los jugadores (Ana, Bo, Cy…).
ui-event-name = Nombre del evento
ui-event-players = Jugadores, separados por comas
ui-event-create = Crear evento
ui-event-pair = Emparejar la ronda { $round }
ui-event-round = Ronda { $round }
ui-event-bye = Descanso: { $name }
ui-event-table = Mesa { $table }: { $players }
ui-event-start = Empezar la partida
ui-event-won = Gana { $name }
ui-event-draw = Empate
ui-event-standings = Clasificación
ui-event-standing = { $rank }. { $name }: { $points } puntos, { $wins }–{ $draws }–{ $losses }, OMW { $omw } %, GW { $gw } %, OGW { $ogw } %
ui-event-dropped = retirado
ui-event-drop = Retirar
ui-event-drop-ask = ¿Retirar a { $name } de las próximas rondas?
ui-event-taken = Ya existe un evento llamado «{ $name }».
ui-event-missing = No hay ningún evento llamado «{ $name }».
ui-event-file = { $file }: { $error }
ui-event-games = Juegos:
ui-event-seating = Mesas:
ui-event-two-player = Mesas de dos (suizo)
ui-event-pods = Grupos de 3–4
ui-event-table-game = Mesa { $table } ({ $game }): { $players }
ui-event-places = Puestos, del primero al último:
ui-event-place = { $place }.
ui-event-places-clear = Borrar puestos
ui-event-change = Corregir
ui-event-keep = Mantener
ui-event-clear = Borrar resultado
ui-event-replaced = Ronda { $round }, mesa { $table }: { $now } (sustituye a: { $was }).
ui-event-cleared = Ronda { $round }, mesa { $table }: resultado borrado (sustituye a: { $was }).
ui-event-after = { $rounds ->
        [0] Clasificación: ninguna ronda terminada aún
        [one] Clasificación tras { $rounds } ronda
       *[other] Clasificación tras { $rounds } rondas
    }
ui-event-under-way = Ronda { $round } en curso: sus resultados ya cuentan; su descanso, cuando estén todos.
ui-event-standing-byes = { $byes ->
        [one] (1 descanso)
       *[other] ({ $byes } descansos)
    }
ui-event-print = Imprimir la clasificación
ui-event-late = Inscripción tardía: nombre
ui-event-enter = Inscribir
ui-event-return = Readmitir
ui-event-printed-open = La clasificación está en { $file }, abierta para imprimir (Ctrl+P imprime).
ui-event-printed = La clasificación está en { $file }: ábrelo para imprimir.
ui-event-print-failed = No se pudo escribir la clasificación en { $file }: { $error }
how-other = Otra
how-hero_realms-last-standing = Último en pie
how-hero_realms-nobody-left = No queda nadie en pie
how-hero_realms-first-blood = Primera Sangre
how-hero_realms-hydra = Equipo Hidra
how-hero_realms-emperor = Emperador
how-karth-gold = Oro
how-karth-kp = Puntos de Baja
how-karth-last-standing = Último en pie
how-karth-last-after = Último en pie
how-karth-nobody = No queda nadie en pie
how-kharnage-skulls = Calaveras
how-kharnage-largest-army = Desempate: ejército más grande
how-kharnage-most-tokens = Desempate: fichas de Kharnage
how-kharnage-initiative = Desempate: iniciativa
how-kharnage-shared = Victoria compartida
how-kings_armory-victory = Victoria
how-kings_armory-gate = Cayó la puerta
how-kings_armory-heroes = Cayeron los héroes
how-koth-battle = Batalla
how-custom-reach = Objetivo alcanzado
how-custom-last-above = Último por encima del límite
how-custom-nobody-left = Nadie por encima del límite
ui-history-every-mode = Todos los modos
ui-history-mode = Modo

## Copias en conflicto de una herramienta de sincronización
ui-conflicts = { $count ->
        [one] { $count } copia en conflicto
       *[other] { $count } copias en conflicto
    }
ui-conflicts-help = Una herramienta de sincronización (Syncthing, Nextcloud, Dropbox…) ha conservado las dos versiones de una sesión modificada en dos sitios. Revisa una copia y luego consérvala en el lugar de su sesión (la sesión irá a la papelera) o descártala (irá a la papelera).
ui-conflict-of = Copia de { $id }: { $file }
ui-conflict-row = Modificada: { $when }, { $entries ->
        [one] { $entries } entrada
       *[other] { $entries } entradas
    }
ui-conflict-review = Revisar la copia
ui-conflict-keep = Conservar esta copia
ui-conflict-keep-ask = ¿Poner esta copia en el lugar de su sesión? La sesión irá a la papelera.
ui-conflict-discard = Descartar la copia
ui-conflict-discard-ask = ¿Mover esta copia a la papelera?
ui-conflict-mark = { $count ->
        [one] { $count } copia en conflicto
       *[other] { $count } copias en conflicto
    }
ui-conflict-review-note = Una copia en conflicto, en solo lectura: consérvala o descártala en el Historial.
ui-result-duration = { $hours ->
    [0] Duración: { $minutes } min
   *[other] Duración: { $hours } h { $minutes } min
}
ui-result-board = Ver el tablero
ui-result-review = Repasar la partida
ui-result-rematch = Revancha
ui-result-standings = Clasificación final
ui-result-show = Resultado
ui-turn-now = Ahora es el turno de { $name }
ui-chart-entries = Entrada
ui-chart-goal = Umbral de victoria: { $value }
# Why a file was not imported, before the technical detail.
ui-import-why-missing = no hay ningún archivo ni carpeta con ese nombre.
ui-import-why-empty-folder = la carpeta no contiene ningún archivo de sesión (.json).
ui-import-why-unreadable = no se ha podido leer el archivo.
ui-import-why-too-large = el archivo es demasiado grande para ser una sesión.
ui-import-why-not-a-session = no es una sesión de Tablekeeper, o está dañada.
ui-import-why-unknown-fields = tiene campos que Tablekeeper no conoce (¿una errata?).
ui-import-why-control-character = un nombre contiene caracteres de control.
ui-import-why-refused-entry = las reglas rechazan una de las entradas de su registro.
ui-import-why-not-saved = no se ha podido guardar en la carpeta de datos.
# The desktop could not show a file dialog (a failed portal).
ui-dialog-failed = El diálogo de archivos del escritorio no se ha abierto: escribe la ruta del archivo.

## The live page for phones
share-turn = Juega { $name }
share-live = En directo
share-offline = Reconectando…
share-log = Últimos cambios
share-empty = Aún no ha pasado nada.
share-act-no-control = Este móvil no tiene ese control ahora.
share-act-not-saved = No se ha guardado en el ordenador anfitrión: { $error }
share-seats = Marcador
share-seats-player = Jugador
share-seat-yours = Tu puesto: { $name }
share-seat-undo = Deshacer mi último cambio
share-said-seat = { $name }: { $changes }.
share-said-number = { $label } { $value } ({ $change })
ui-share = Mostrar en móviles
ui-share-stop = Dejar de mostrar
ui-share-here = Solo este ordenador
ui-share-network = Móviles de esta red
ui-share-seats = Cada móvil controla su propio puesto
ui-share-viewers = Espectadores
ui-share-seat-open = { $name } (en línea)
ui-share-seat-waiting = { $name } (aún no)
ui-share-seat-link = Enlace de { $name }, solo para su móvil:
ui-share-new-links = Enlaces nuevos
ui-share-open = Abre esta dirección en un navegador:
ui-share-browser = Abrir en el navegador
ui-share-browser-failed = No se pudo abrir el navegador: { $error }
ui-share-failed = No se pudo mostrar la partida en móviles: { $error }
ui-share-no-network = Este ordenador no está en ninguna red que un móvil alcance; se muestra solo aquí.
cli-serve-at = Mostrando { $session } en { $url } (Ctrl+C para).

## The clock
ui-clock = Jugado: { $time }
ui-clock-turn = { $name }: { $time } pensando
ui-clock-paused = En pausa: { $time } jugado
ui-clock-pause = Pausa
ui-clock-resume = Reanudar
ui-log-paused = En pausa de { $from } a { $to } ({ $length })
ui-log-paused-now = En pausa desde { $from }
ui-log-left = Sin abrir de { $from } a { $to } ({ $length })
ui-log-left-now = Sin abrir desde { $from }
ui-timer = Tiempo por turno
ui-timer-off = Desactivado
ui-timer-minutes = { $minutes } min
ui-timer-seconds = { $seconds } s
ui-timer-out = ¡Tiempo!

## La página en directo para móviles: la clasificación del evento de la partida
share-event-after = { $round ->
        [0] Clasificación: aún no ha terminado ninguna ronda
       *[other] Clasificación tras la ronda { $round }
    }
share-event-rank = Pos.
share-event-player = Jugador
share-event-points = Pts
share-event-record = V–E–D
share-event-dropped = retirado
share-event-here = esta mesa

## The printable standings sheet (src/event/sheet.rs)
sheet-standings = Clasificación
sheet-after = { $rounds ->
        [0] antes de la primera ronda
        [one] tras { $rounds } ronda
       *[other] tras { $rounds } rondas
    }
sheet-during = ronda { $round } en curso
sheet-printed = impreso el { $time }
sheet-rank = Pos.
sheet-player = Jugador
sheet-points = Puntos
sheet-record = V–E–D
sheet-byes = Descansos
sheet-omw = OMW
sheet-gw = GW
sheet-ogw = OGW
sheet-percent = { $percent } %
sheet-dropped = retirado
sheet-pairings = Emparejamientos de la ronda { $round }
sheet-table = Mesa { $table }: { $players }
sheet-table-game = Mesa { $table } ({ $game }): { $players }
sheet-bye = Descanso: { $name }
sheet-legend = V–E–D: victorias (descansos incluidos), empates, derrotas. Los empates a puntos se deshacen por OMW (porcentaje de victorias de los rivales), luego GW (porcentaje de partidas ganadas) y luego OGW (porcentaje de partidas ganadas de los rivales).
