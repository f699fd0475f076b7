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
