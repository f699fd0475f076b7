## La línea de órdenes: errores, avisos y lo que dicen las órdenes, en el
## idioma del usuario (`--json` y los archivos exportados siguen en inglés).

cli-no-data-folder = no hay carpeta de datos: define TABLEKEEPER_DATA_DIR o usa --data-dir
cli-no-such-data-folder = { $path }: esa carpeta de datos no existe
cli-not-a-data-folder = { $path }: no es una carpeta de datos de Tablekeeper (no tiene sessions/)
cli-not-a-folder = { $path }: no es una carpeta
cli-path-error = { $path }: { $error }
cli-leftover-removed = { $path }: eliminado, un archivo temporal que dejó un guardado interrumpido
cli-serve-no-sessions = serve: la carpeta de datos no tiene sesiones
cli-serve-bind = --bind { $bind }: { $error }
cli-serve-seat = Asiento { $number }, { $name }: { $url }
cli-serve-seats = --seats: { $error }
cli-empty-target = identificador de sesión o ruta vacíos: indica un identificador (mira `tablekeeper list`) o un archivo de sesión
cli-no-such-file = { $path }: ese archivo no existe
cli-recovered = { $file }: ilegible ({ $reason }); movido a { $moved }; se ha restaurado la versión anterior
cli-session-warning = sesión { $id }: { $warning }
cli-stdout = salida estándar: { $error }
cli-no-window = desde aquí no se abre ninguna ventana
cli-skipped = { $path }: omitido ({ $why })
cli-conflict-unreadable = copia en conflicto { $file }: ilegible ({ $error })
cli-sentences = { $first } { $then }
cli-refused = { $command }: { $why } (regla { $rule })
cli-command-error = { $command }: { $error }
cli-file-entry-refused = { $file }: entrada { $entry } del registro: { $why } (regla { $rule })
cli-file-refused-by-rule = { $file }: { $why } (regla { $rule })
cli-unknown-fields = { $file }: { $more ->
        [0] { $count ->
            [one] campo desconocido { $fields } (¿una errata?)
           *[other] campos desconocidos { $fields } (¿una errata?)
        }
       *[other] campos desconocidos { $fields } y { $more } más (¿una errata?)
    }
cli-import-empty-name = un nombre de archivo vacío: nada que importar
cli-import-missing = { $file }: no hay ningún archivo ni carpeta con ese nombre
cli-import-empty-folder = { $file }: una carpeta sin ningún archivo .json
cli-import-not-saved = { $file }: no importado: { $error }
cli-output-empty = --output: nombre de archivo vacío
cli-output-folder = { $path }: es una carpeta
cli-output-session = { $path }: es un archivo de sesión de Tablekeeper; no se sobrescribe (elige otro archivo)
cli-output-read-only = { $path }: es de solo lectura; no se reemplaza (hazlo modificable o elige otro archivo)
cli-output-not-a-name = { $path }: no es un nombre de archivo
cli-output-cannot-write = { $path }: no se puede escribir ahí: { $error }
cli-output-hard-link = { $path }: es otro nombre (un enlace duro) de { $kept }, que solo escribe Tablekeeper; elige otro lugar
cli-kept-in-data-folder = { $path }: es { $what } en la carpeta de datos { $folder }; solo Tablekeeper la escribe (elige otro lugar)
cli-kept-in-folder = { $path }: está en la carpeta { $name }/ de una carpeta de datos de Tablekeeper ({ $folder }), donde solo escribe Tablekeeper; elige otro lugar
cli-kept-folder-name = el nombre de la carpeta { $name }/
cli-kept-file = { $what ->
        [roster] la lista de jugadores
        [settings] el archivo de ajustes
       *[index] el índice
    }
cli-kept-work-file = { $what ->
        [roster] una copia de seguridad, un bloqueo o un archivo temporal de la lista de jugadores
        [settings] una copia de seguridad, un bloqueo o un archivo temporal de los ajustes
       *[index] una copia de seguridad, un bloqueo o un archivo temporal del índice
    }
cli-kept-sync-copy = { $what ->
        [roster] una copia de la lista de jugadores que dejó una herramienta de sincronización
        [settings] una copia de los ajustes que dejó una herramienta de sincronización
       *[index] una copia del índice que dejó una herramienta de sincronización
    }
cli-kept-lock = un archivo de bloqueo
cli-kept-being-written = un archivo que se está escribiendo
cli-event-dropped-out = { $player } se ha retirado de { $event }: ya no se empareja, sigue en la clasificación
cli-event-entered = { $player } entra en { $event }: se empareja a partir de la ronda { $round }
cli-event-returned = { $player } vuelve a { $event }: se empareja de nuevo a partir de la ronda { $round }
cli-event-taken = Ya existe un evento llamado «{ $name }» ({ $file }).
cli-event-no-folder = event standings: todavía no hay carpeta de datos, así que no hay eventos
cli-event-kind-two = en mesas de dos, emparejamiento suizo
cli-event-kind-pods = en grupos de 3 a 4
cli-event-games = { $games } ({ $kind })
cli-event-players = { $count ->
        [one] 1 jugador: { $players }
       *[other] { $count } jugadores: { $players }
    }
cli-event-cleared = resultado borrado
cli-event-result = { $event }, ronda { $round }, mesa { $table }: { $result }
cli-event-result-replaced = { $event }, ronda { $round }, mesa { $table }: { $result }; sustituye a: { $was }
cli-event-draw = un empate
cli-event-places = puestos: { $places }
cli-event-versus = { $a } contra { $b }
cli-event-after = { $played ->
        [one] { $event } tras 1 ronda
       *[other] { $event } tras { $played } rondas
    }
cli-event-after-under-way = { $played ->
        [one] { $event } tras 1 ronda, ronda { $round } en curso
       *[other] { $event } tras { $played } rondas, ronda { $round } en curso
    }
cli-event-after-under-way-bye = { $played ->
        [one] { $event } tras 1 ronda, ronda { $round } en curso (su descanso cuenta cuando estén todos sus resultados)
       *[other] { $event } tras { $played } rondas, ronda { $round } en curso (su descanso cuenta cuando estén todos sus resultados)
    }
cli-event-line = { $event }: { $games }; { $players ->
        [one] 1 jugador
       *[other] { $players } jugadores
    }; { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }
cli-players-no-folder = { $command }: todavía no hay carpeta de datos, así que no hay jugadores
cli-players-unknown = { $command }: ningún jugador tiene el nombre «{ $name }»
cli-players-renamed = { $old } pasa a ser { $new } en las estadísticas de todas las sesiones; las sesiones conservan su grafía
cli-players-merged = { $name } y { $into } son ahora la misma persona: { $person } ({ $a } + { $b } partidas)
cli-players-split = { $spelling } vuelve a ser una persona aparte, ya no { $was }
cli-players-none = Todavía no hay jugadores.
cli-players-games = { $count ->
        [one] 1 partida
       *[other] { $count } partidas
    }
cli-players-won = { $wins ->
        [one] 1 ganada
       *[other] { $wins } ganadas
    } ({ $percent } %)
cli-players-also = también: { $names }

## Argumentos que la línea de órdenes no ha podido tomar: una línea cada uno.

cli-arg-not-utf8 = el argumento { $n } no es UTF-8 válido: `{ $arg }`
cli-arg-given-twice = { $option }: indicado dos veces
cli-arg-does-not-apply = { $option } no se aplica a { $command } (mira --help)
cli-arg-not-both = { $command }: { $a } o { $b }, no los dos
cli-arg-bind = --bind: `{ $value }` no es una dirección con puerto como 127.0.0.1:8080
cli-arg-series = export: --series solo va con --format csv
cli-arg-not-a-game = --game: `{ $value }` no es un juego
cli-arg-against = stats: --against necesita --player
cli-arg-missing = { $command }: falta { $what }
cli-arg-missing-one = { $command }: { $what ->
        [file] falta el archivo de sesión
       *[target] falta el identificador o el archivo de sesión
    }
cli-arg-or = { $a } o { $b }
cli-arg-unknown-command = { $word }: orden desconocida (mira --help)
cli-arg-not-with = { $option }: no junto con { $other }
cli-arg-takes-no-value = { $option }: no admite valor
cli-arg-empty-value = { $option }: valor vacío
cli-arg-missing-value = { $option }: falta el valor
cli-arg-not-one-of = { $option }: `{ $value }` no es ninguno de { $valid }
cli-arg-missing-command = { $command }: falta una orden (mira --help)
cli-arg-needs-command = { $option }: necesita una orden (mira --help)
cli-arg-unknown-option = { $option }: opción desconocida (mira --help)
cli-arg-takes-no-arguments = { $command }: no admite argumentos
cli-arg-too-many = { $command }: demasiados argumentos (se esperaba: { $values })
cli-arg-too-many-one = { $command }: demasiados argumentos (se esperaba { $what ->
        [file] un archivo de sesión
       *[target] un identificador o un archivo de sesión
    })
cli-arg-other = { $error } (mira --help)

## --help: la definición de la línea de órdenes en palabras (sus líneas de
## uso son sintaxis y se quedan como están).

cli-help-usage = Uso:
cli-help-commands = Órdenes
cli-help-arguments = Argumentos
cli-help-options = Opciones
cli-help-possible-values = Valores posibles:
cli-help-default = [por defecto: { $value }]
cli-help-tablekeeper = Lleva la cuenta de tus juegos de mesa sin dados ni papel
cli-help-tablekeeper-long =
    Lleva la cuenta de tus juegos de mesa sin dados ni papel.

    Sin ninguna orden, abre la ventana. Las órdenes leen las sesiones guardadas (o un archivo de sesión) y las muestran, las comprueban o las exportan.
cli-help-tablekeeper-after = Los errores se muestran en una línea que dice qué y dónde, y salen con el código 2.
cli-help-tablekeeper-help = Mostrar la ayuda
cli-help-tablekeeper-data-dir = La carpeta de datos (por defecto: $TABLEKEEPER_DATA_DIR, si no, la de la plataforma); solo import, los cambios de event y la ventana la crean
cli-help-tablekeeper-version = Mostrar la versión
cli-help-list = Listar las sesiones guardadas, las más recientes primero
cli-help-list-json = Mostrar JSON
cli-help-list-ids = Mostrar solo los identificadores de las sesiones, uno por línea (para scripts y el autocompletado de la shell)
cli-help-list-utc = Mostrar las horas en UTC (ISO 8601), no en hora local como la escribe la configuración regional
cli-help-show = Mostrar la preparación, la clasificación, el resultado y el registro de una sesión
cli-help-show-target = Un identificador de sesión de la carpeta de datos, el nombre de archivo de una copia en conflicto en su sessions/, o un archivo de sesión
cli-help-show-json = Mostrar JSON
cli-help-show-utc = Mostrar las horas en UTC (ISO 8601), no en hora local como la escribe la configuración regional
cli-help-replay = Comprobar un archivo de sesión y mostrar el resultado
cli-help-replay-long =
    Comprobar un archivo de sesión y mostrar el resultado.

    Vuelve a jugar el registro del archivo con las reglas del juego; una entrada rechazada hace fallar la comprobación, indicando la entrada (desde 1) y la regla.
cli-help-replay-file = Un archivo de sesión
cli-help-replay-json = Mostrar JSON; una comprobación fallida también muestra {"{"}"error", "entry", "rule"{"}"}
cli-help-import = Importar archivos de sesión, o carpetas con ellos, a la carpeta de datos
cli-help-import-long =
    Importar archivos de sesión, o carpetas con ellos, a la carpeta de datos.

    Cada archivo se comprueba como lo hace replay; un archivo rechazado se nombra con su entrada y su regla, y no se escribe nada de él. Una sesión que la carpeta de datos ya tiene (la misma partida, con cualquier identificador) se omite. Una sesión conserva su identificador salvo que ya esté en uso en la carpeta de datos (o en su papelera) o sea un nombre que Windows reserva para un dispositivo (con, nul…); entonces recibe uno nuevo. Se informa de cada argumento; falla si se rechazó alguno.
cli-help-import-files = Archivos de sesión, o carpetas de archivos de sesión .json
cli-help-export = Exportar una sesión como JSON, CSV o Markdown
cli-help-export-target = Un identificador de sesión de la carpeta de datos, el nombre de archivo de una copia en conflicto en su sessions/, o un archivo de sesión
cli-help-export-format = El formato
cli-help-export-format-json = El informe completo en JSON
cli-help-export-format-csv = El registro en CSV (UTF-8 con marca de orden de bytes y finales de línea CRLF, como lo lee Excel)
cli-help-export-format-md = Un informe en Markdown
cli-help-export-output = Escribir en FILE en lugar de en la salida estándar (`-` es la salida estándar); nunca encima de un archivo de sesión ni en el sessions/ de la carpeta de datos, ni en un nombre que Windows reserva para un dispositivo (CON, NUL, COM1…) o que termine en punto o en espacio, en ningún sistema
cli-help-export-series = Con --format csv: una fila por entrada y una columna por cada número de cada puesto, para el gráfico de una hoja de cálculo
cli-help-serve = Mostrar una sesión en directo en móviles y otras pantallas: una página web de solo lectura que se actualiza cuando cambia el archivo de la sesión (la ventana u otro ordenador que la juega), hasta detenerla con Ctrl+C
cli-help-serve-long =
    Mostrar una sesión en directo en móviles y otras pantallas: una página web de solo lectura que se actualiza cuando cambia el archivo de la sesión (la ventana u otro ordenador que la juega), hasta detenerla con Ctrl+C.

    Muestra la dirección de la página, que lleva un token aleatorio; todo lo que no tenga el token recibe 404. Solo en la interfaz local, salvo que --bind diga otra cosa (0.0.0.0:PORT: todas las redes en las que está este ordenador).

    Con --seats, muestra también un enlace por asiento, cada uno con su propio token: el móvil que lo abre cambia los números de ese asiento y nada más, comprobados por las reglas del juego y guardados en el archivo de la sesión (se rechaza mientras una ventana tenga la sesión abierta).
cli-help-serve-session = La sesión que mostrar; si no se indica, la última modificada
cli-help-serve-bind = La dirección y el puerto en los que escuchar
cli-help-serve-seats = Mostrar también un enlace por asiento, desde el que el jugador de ese asiento cambia sus propios números
cli-help-stats = Cifras de las sesiones guardadas: por jugador, por juego, cara a cara
cli-help-stats-json = Mostrar JSON
cli-help-stats-game = Solo este juego
cli-help-stats-player = Solo las sesiones con este jugador (sin distinguir mayúsculas)
cli-help-stats-against = Con --player: cómo les fue a los dos en las partidas que jugaron juntos
cli-help-players = Los jugadores conocidos de las sesiones: listarlos, cambiar el nombre de uno, hacer de dos grafías una sola persona o volver a separarlas
cli-help-players-long =
    Los jugadores conocidos de las sesiones: listarlos, cambiar el nombre de uno, hacer de dos grafías una sola persona o volver a separarlas.

    Sin ninguna orden, los lista: cada persona y cada nombre que guardan las sesiones, los de más partidas primero, con partidas, victorias, otras grafías y color. rename OLD NEW le da otro nombre a un jugador; merge NAME INTO convierte NAME y sus grafías en grafías de INTO; split SPELLING deshace un merge o un rename. Todo esto se guarda en el roster.json de la carpeta de datos (la carpeta debe existir): no se reescribe ninguna sesión, cada una conserva los nombres tal como están escritos, y las estadísticas y la ventana cuentan cada grafía de una persona como esa persona.
cli-help-players-json = Mostrar JSON (al listar)
cli-help-players-list = Listar todos los jugadores, los de más partidas primero (lo predeterminado)
cli-help-players-list-json = Mostrar JSON
cli-help-players-rename = Darle a un jugador otro nombre en las estadísticas de todas las sesiones; las sesiones conservan su grafía, que pasa a ser una de las del jugador
cli-help-players-rename-old = El nombre del jugador, o cualquiera de sus grafías
cli-help-players-rename-new = El nombre nuevo: no el de otra persona
cli-help-players-merge = Convertir NAME y todas sus grafías en grafías de INTO: una sola persona a partir de ahora
cli-help-players-merge-name = El jugador que se une
cli-help-players-merge-into = El jugador que es
cli-help-players-split = Volver a hacer de una grafía una persona aparte, deshaciendo un merge o un rename
cli-help-players-split-spelling = Una de las otras grafías de un jugador
cli-help-event = Eventos para anfitriones (una noche de juegos, una liga o un torneo): crear uno, emparejar sus rondas, anotar resultados, retirar jugadores, mostrar la clasificación
cli-help-event-long =
    Eventos para anfitriones (una noche de juegos, una liga o un torneo): crear uno, emparejar sus rondas, anotar resultados, retirar jugadores, mostrar la clasificación.

    new NAME --game GAME --players A,B,... crea uno (--game otra vez para una noche de juegos, cuyos juegos rotan entre las mesas; --format pods para grupos de 3 a 4 equilibrados por puntos; por defecto, mesas de dos con emparejamiento suizo, grupos en Kharnage); pair NAME empareja la ronda siguiente; result NAME --round R --table T --winner PLAYER (o --draw, o --places A,B,...) anota el resultado de una mesa; drop NAME PLAYER deja a un jugador fuera de las rondas siguientes, return NAME PLAYER lo readmite, enter NAME PLAYER inscribe a alguien que llega tarde; standings NAME (--html: la hoja para imprimir) y list muestran. Un evento se guarda en events/NAME.json de la carpeta de datos y solo lo escribe el anfitrión. Una sesión empezada desde el emparejamiento de una mesa da el resultado de esa mesa en cuanto su archivo está en sessions/ (una carpeta sincronizada); un resultado anotado a mano tiene prioridad.
cli-help-event-new = Crear un evento y mostrar su archivo y sus jugadores
cli-help-event-new-name = El nombre del evento (su archivo se llama así)
cli-help-event-new-games = El juego que se juega; varios (repetidos o separados por comas) para una noche de juegos
cli-help-event-new-format = Mesas de dos con emparejamiento suizo, o grupos de 3 a 4 (por defecto: grupos en Kharnage, mesas de dos en los demás)
cli-help-event-new-format-two-player = Mesas de dos, con emparejamiento suizo
cli-help-event-new-format-pods = Grupos de 3 a 4, equilibrados por puntos
cli-help-event-new-players = Los jugadores, separados por comas (al menos dos)
cli-help-event-pair = Emparejar la ronda siguiente y mostrar sus mesas y su descanso
cli-help-event-pair-long =
    Emparejar la ronda siguiente y mostrar sus mesas y su descanso.

    Se rechaza mientras una mesa de la última ronda no tenga resultado.
cli-help-event-pair-name = El nombre del evento (sin distinguir mayúsculas)
cli-help-event-pair-json = Mostrar la ronda en JSON
cli-help-event-result = Anotar, corregir o borrar a mano el resultado de una mesa (dice qué sustituye)
cli-help-event-result-name = El nombre del evento (sin distinguir mayúsculas)
cli-help-event-result-round = La ronda, desde 1
cli-help-event-result-table = La mesa, desde 1
cli-help-event-result-winner = El jugador que ganó
cli-help-event-result-draw = No ganó nadie
cli-help-event-result-places = El puesto de cada jugador de un grupo, del primero al último
cli-help-event-result-clear = Retirar el resultado: la mesa se queda sin él (el de una sesión deja de contar)
cli-help-event-drop = Retirar a un jugador: ya no se empareja, sigue en la clasificación
cli-help-event-drop-name = El nombre del evento (sin distinguir mayúsculas)
cli-help-event-drop-player = El jugador
cli-help-event-enter = Inscribir a un jugador tarde: se empareja desde la ronda siguiente, sin puntos por las rondas perdidas
cli-help-event-enter-name = El nombre del evento (sin distinguir mayúsculas)
cli-help-event-enter-player = El jugador nuevo (no el nombre de uno ya inscrito)
cli-help-event-return = Readmitir a un jugador retirado: se empareja de nuevo desde la ronda siguiente
cli-help-event-return-name = El nombre del evento (sin distinguir mayúsculas)
cli-help-event-return-player = El jugador que se retiró
cli-help-event-standings = Mostrar la clasificación: puesto, puntos, V-E-D, descansos, OMW, GW, OGW
cli-help-event-standings-name = El nombre del evento (sin distinguir mayúsculas)
cli-help-event-standings-json = Mostrar JSON
cli-help-event-standings-html = Mostrar en su lugar la hoja de clasificación para imprimir: una página HTML (A4, sin cargar nada de fuera) con las mesas de la ronda abierta
cli-help-event-list = Listar los eventos: nombre, juegos, jugadores, rondas jugadas
cli-help-event-list-json = Mostrar JSON
cli-help-help = Mostrar esta ayuda o la de la orden indicada
