# kings-armory — textes du suivi de The King's Armory (fr). Les clés doivent être les mêmes dans chaque langue.

## Mise en place
rule-kings_armory-hero-count = { -kings-armory } se joue de 1 à { $max } héros (il y en aurait { $count }).
rule-kings_armory-setup-number = « { $field } » doit être compris entre { $min } et { $max } (valeur actuelle : { $value }).
rule-kings_armory-waves = Une partie compte 5 vagues (standard) ou 7 (méga), pas { $waves }.
rule-kings_armory-bosses = Deux boss ne sont possibles que dans une partie en 7 vagues ; sinon, la vague finale en a un.
rule-kings_armory-mini-boss = Un boss à la vague 5 (le mini-boss) n’existe que dans une partie en 7 vagues.
rule-kings_armory-gauntlet-gate = Dans l’{ -gauntlet }, la Porte du château commence toujours avec { $gate } PV.
rule-kings_armory-solo-gold = Les 150 or avant la première vague sont réservés au jeu en solo avec un seul héros.
rule-kings_armory-jump-gate = Le Départ lancé à la vague { $wave } retire { $damage } PV à la Porte du château : faites-la commencer avec plus de { $damage } PV.
rule-kings_armory-role = Le Départ lancé doit savoir si { $hero } est un allié offensif ou de soutien (D1) : précisez-le.
rule-kings_armory-wave-standard = Une partie standard commence à la vague 1 : n’indiquez une vague que pour le Départ lancé, la Vague unique ou l’{ -gauntlet }.
rule-kings_armory-wave-missing = Indiquez la vague à jouer (Départ lancé : 2 à 7 ; Vague unique et { -gauntlet } : 1 à 7).
rule-kings_armory-three-stars-one-wave = 3 Étoiles modifie les cartes Récompense après une vague ; la Vague unique et l’{ -gauntlet } n’ont pas de vague suivante.
rule-kings_armory-row-unused = La ligne du tableau { $table } ne s’applique qu’à sa propre variante : laissez-la de côté.
rule-kings_armory-row-missing = Le livret n’imprime le tableau { $table } que pour 2 à 4 héros ; avec { $heroes } { $heroes ->
        [one] héros
       *[other] héros
    }, indiquez vous-mêmes ses valeurs (sur le site de l’éditeur).
rule-kings_armory-towers-from-table = Dans l’{ -gauntlet }, les tours de départ viennent du tableau H-3 : laissez « tours » de côté.
rule-kings_armory-towers-missing = Indiquez avec combien de tours vous commencez (grille d’ajustement aux héros de la carte Vague).

## Refus en cours de partie
rule-kings_armory-positive = Le nombre doit être d’au moins 1 (il vaut { $amount }).
rule-kings_armory-negative = Ce nombre ne peut pas être négatif ({ $amount }).
rule-kings_armory-not-in-wave = Aucune vague n’est en cours.
rule-kings_armory-foes-round-only = Les monstres entrent, subissent leur entretien et attaquent pendant la manche des ennemis.
rule-kings_armory-between-only = Cela se fait pendant la phase Entre les vagues.
rule-kings_armory-shop-closed = L’or se dépense avant la première vague et entre les vagues (dans l’{ -gauntlet }, après chaque manche des ennemis) ; seules les cartes Renfort peuvent s’acheter pendant une vague.
rule-kings_armory-gold = { $item ->
        [tower] Une tour coûte
        [unlock] Déverrouiller un équipement coûte
        [equipment] Un nouvel équipement coûte
        [reinforcement] Une carte Renfort coûte
        [armory] La carte Armurerie coûte
        [level_up] La montée de niveau coûte
        [foot_soldier] Un Fantassin coûte
        [archer] Un Archer coûte
        [sorcerer] Un Sorcier coûte
        [psionicist] Un Psioniste coûte
       *[cleric] Un Clerc coûte
    } { $price } or ; l’équipe en a { $gold }.
rule-kings_armory-no-hero = Il n’y a pas de héros numéro { $hero }.
rule-kings_armory-hero-left = { $hero } a quitté la partie.
rule-kings_armory-no-hireable = Il n’y a pas de mercenaire numéro { $hireable }.
rule-kings_armory-hireable-gone = { $name } a été vaincu et est hors jeu pour le reste de la partie.
rule-kings_armory-no-monster = Il n’y a pas de monstre n° { $monster } sur le plateau.
rule-kings_armory-game-over = La partie est terminée.
rule-kings_armory-knocked-out = { $hero } est hors de combat jusqu’à l’étape de soin entre les vagues.
rule-kings_armory-immune = { $who } a une immunité aux dégâts { $kind ->
            [melee] de mêlée
            [ranged] à distance
            [supernatural] surnaturels
           *[non_resistible] non résistibles
        }.
rule-kings_armory-full-hp = { $who } a tous ses PV.
rule-kings_armory-no-status = { $who } n’a pas de jeton { $status ->
            [bleed] Saignement
            [burn] Brûlure
            [slow] Lenteur
            [stun] Étourdissement
           *[bless] Bénédiction
        }.
rule-kings_armory-boss-instant = Les boss ne peuvent pas être vaincus instantanément ({ $who }) ; infligez-leur des dégâts.
rule-kings_armory-boss-level = Un boss n’a pas de niveau 1–5 : laissez le niveau de côté.
rule-kings_armory-level-missing = Indiquez le niveau du monstre, de 1 à 5 (ou marquez-le comme boss).
rule-kings_armory-level = Les niveaux des monstres vont de 1 à 5 (pas { $level }).
rule-kings_armory-too-many-monsters = Plus aucun monstre ne peut être numéroté dans cette partie.
rule-kings_armory-gauntlet-boss = Dans l’{ -gauntlet }, un boss arrive toutes les { $every } manches des ennemis, un à la fois.
rule-kings_armory-no-boss = { $bosses ->
        [0] La vague { $wave } n’amène aucun boss.
        [one] Le boss de la vague { $wave } est déjà entré.
       *[other] Les deux boss de la vague { $wave } sont déjà entrés.
    }
rule-kings_armory-status-immune = { $who } a une immunité { $status ->
            [bleed] au Saignement
            [burn] à la Brûlure
            [slow] à la Lenteur
            [stun] à l’Étourdissement
           *[bless] à la Bénédiction
        }.
rule-kings_armory-status-cap = { $who } a déjà { $cap } { $cap ->
        [one] jeton
       *[other] jetons
    } { $status ->
            [bleed] Saignement
            [burn] Brûlure
            [slow] Lenteur
            [stun] Étourdissement
           *[bless] Bénédiction
        }, le maximum autorisé.
rule-kings_armory-upkeep-done = { $who } a déjà eu son entretien cette manche.
rule-kings_armory-upkeep-nothing = { $who } n’a ni Saignement, ni Brûlure, ni Étourdissement à résoudre.
rule-kings_armory-rolls = Un monstre « x » lance au moins deux fois (x2, x3…), pas { $rolls } fois.
rule-kings_armory-never-enters = Les boss et les engins de siège n’entrent jamais dans la Porte du château ({ $who }) : ils l’attaquent depuis leur position.
rule-kings_armory-jump-requires = Le Départ lancé à la vague { $wave } demande { $need } { $what ->
        [towers] tours supplémentaires
        [equipment] équipements déverrouillés
       *[hireables] mercenaires
    } avant la première vague (il y en a { $have }).
rule-kings_armory-jump-hold = Toutes les récompenses de départ se dépensent avant la première vague, sauf { $hold } or au plus (l’équipe en détient { $gold }).
rule-kings_armory-wave-on = Une vague est déjà en cours.
rule-kings_armory-heal-first = L’étape 1 entre les vagues est le soin : appliquez-le d’abord.
rule-kings_armory-cards-due = Saisissez d’abord { $cards ->
        [one] la carte Récompense de départ
       *[other] les { $cards } cartes Récompense de départ
    }.
rule-kings_armory-healed = L’étape de soin de cette phase Entre les vagues est faite.
rule-kings_armory-gauntlet-endless = La vague de l’{ -gauntlet } ne se termine jamais.
rule-kings_armory-foes-standing = { $count } { $count ->
        [one] monstre est
       *[other] monstres sont
    } encore sur le plateau.
rule-kings_armory-no-foes-yet = Aucun ennemi n’est encore entré dans cette vague.
rule-kings_armory-boss-to-come = Boss de la vague entrés : { $entered } sur { $due } ; la vague se termine quand le boss est arrivé et a été vaincu.
rule-kings_armory-hire-cap = { $cap } { $class ->
            [foot_soldier] Fantassins
            [archer] Archers
            [sorcerer] Sorciers
            [psionicist] Psionistes
           *[cleric] Clercs
        } ont été recrutés dans cette partie, le maximum possible (ceux qui ont été vaincus ne peuvent pas être recrutés à nouveau).
rule-kings_armory-max-level = { $who } est déjà au niveau 3.
rule-kings_armory-jump-level = Avant la première vague d’un Départ lancé, les mercenaires ne montent que jusqu’au niveau { $max } ({ $who }).
rule-kings_armory-last-hero = Le dernier héros ne peut pas partir.
rule-kings_armory-hero-here = { $who } est à la table.
rule-kings_armory-hero-played = { $who } a déjà été joué dans cette partie : choisissez un héros qui n’a pas encore été joué (un héros parti revient tel qu’il était).
rule-kings_armory-no-reward-due = Les cartes Récompense se piochent entre les vagues.
rule-kings_armory-reward-value = Les cartes Récompense valent 50, 100, 150 ou 250 or (pas { $value }).
rule-kings_armory-no-tower = Il ne reste aucune tour.
rule-kings_armory-unlocked-both = { $who } a déjà ses deux équipements déverrouillés.
rule-kings_armory-equipment-locked = Les nouveaux équipements sont en vente dès qu’un héros a déverrouillé ses deux équipements de départ.
rule-kings_armory-no-equipment = L’équipe n’a aucun équipement déverrouillé à vendre.
rule-kings_armory-reinforcement-cap = L’équipe peut détenir au plus { $cap } { $cap ->
        [one] carte Renfort
       *[other] cartes Renfort
    } pour l’instant : jouez-en une d’abord.
rule-kings_armory-no-reinforcement = L’équipe n’a aucune carte Renfort.
rule-kings_armory-armory-jump = En Départ lancé, aucune carte Armurerie ne peut être achetée avant qu’une vague entière ait été jouée.
rule-kings_armory-armory-held = L’équipe détient déjà la carte Armurerie : utilisez-la d’abord.
rule-kings_armory-no-armory = L’équipe ne détient pas de carte Armurerie.

## Historique
log-kings_armory-gate-falls = La Porte du château tombe.
log-kings_armory-heroes-fall = Tous les héros sont hors de combat.
log-kings_armory-defeated = { $who } { $kind ->
        [hero] est hors de combat.
        [hireable] est vaincu et hors jeu pour le reste de la partie.
       *[other] est vaincu.
    }
log-kings_armory-damage = { $who } reçoit { $dealt } dégâts { $kind ->
            [melee] de mêlée
            [ranged] à distance
            [supernatural] surnaturels
           *[non_resistible] non résistibles
        }, { $taken } après résistance : PV { $old } → { $new }.
log-kings_armory-heal = { $who } se soigne : PV { $old } → { $new }.
log-kings_armory-status-off = { $who } : { $status ->
            [bleed] Saignement
            [burn] Brûlure
            [slow] Lenteur
            [stun] Étourdissement
           *[bless] Bénédiction
        } { $old } → { $new }.
log-kings_armory-instant-defeat = { $who } est vaincu sur le coup.
log-kings_armory-enters = { $who } entre ({ $level ->
        [0] boss
       *[other] niveau { $level }
    }, { $hp } PV).
log-kings_armory-status-on = { $who } : { $status ->
            [bleed] Saignement
            [burn] Brûlure
            [slow] Lenteur
            [stun] Étourdissement
           *[bless] Bénédiction
        } { $old } → { $new }.
log-kings_armory-status-swap = { $who } : { $status ->
            [bleed] le nouveau Saignement
            [burn] la nouvelle Brûlure
            [slow] la nouvelle Lenteur
            [stun] le nouvel Étourdissement
           *[bless] la nouvelle Bénédiction
        } retire un jeton { $other ->
            [bleed] Saignement
            [burn] Brûlure
            [slow] Lenteur
            [stun] Étourdissement
           *[bless] Bénédiction
        } (reste { $new }).
log-kings_armory-upkeep = Entretien ({ $who }) : { $bleed } Saignement + { $burn } Brûlure = { $damage } dégâts non résistibles, PV { $old } → { $new }.
log-kings_armory-burn-immune = { $who } a une immunité aux dégâts surnaturels : sa Brûlure n’inflige aucun dégât.
log-kings_armory-stun-skips = { $who } perd son jeton Étourdissement et passe le reste de son tour.
log-kings_armory-reach-gate = { $who } atteint la Porte du château : { $damage }{ $plus ->
        [0] {""}
       *[other] {" "}+ { $plus }
    } dégâts{ $rolls ->
        [0] {""}
       *[other] {" "}× { $times } (x{ $rolls })
    }, porte { $old } → { $new } ; les défenseurs de l’Armurerie l’achèvent.
log-kings_armory-attack-gate = { $who } attaque la Porte du château : { $damage }{ $plus ->
        [0] {""}
       *[other] {" "}+ { $plus }
    } dégâts{ $rolls ->
        [0] {""}
       *[other] {" "}× { $times } (x{ $rolls })
    }, porte { $old } → { $new }.
log-kings_armory-wave-starts = { $gauntlet ->
        [1] L’{ -gauntlet } commence à la vague { $wave } : manche des ennemis 1.
       *[other] La vague { $wave } sur { $waves } commence : manche des ennemis 1.
    }
log-kings_armory-players-round = Manche des joueurs { $round }.
log-kings_armory-foes-round = Manche des ennemis { $round }.
log-kings_armory-unbless = { $who } perd son jeton Bénédiction.
log-kings_armory-gauntlet-rewards = Manche des ennemis { $round } tenue : piochez { $cards } { $cards ->
        [one] carte Récompense
       *[other] cartes Récompense
    }.
log-kings_armory-revived = { $who } se relève avec { $hp } PV.
log-kings_armory-healed = { $who } se soigne : PV { $old } → { $new }.
log-kings_armory-heal-step = Entre les vagues, étape 1 : soin ({ $healed } { $healed ->
        [one] soigné
       *[other] soignés
    }, { $revived } { $revived ->
        [one] relevé
       *[other] relevés
    }).
log-kings_armory-wave-ends = La vague { $wave } est gagnée : tous les ennemis sont vaincus.
log-kings_armory-victory = L’Armurerie du roi tient bon, la porte à { $gate } PV.
log-kings_armory-mini-boss-cards = Le mini-boss est battu : piochez 2 cartes Récompense de plus.
log-kings_armory-star-gate = 3 Étoiles : +1 carte Récompense, la Porte du château n’a subi aucun dégât.
log-kings_armory-star-allies = 3 Étoiles : +1 carte Récompense, aucun héros ni mercenaire n’a subi de dégâts.
log-kings_armory-star-lost = 3 Étoiles : −{ $cards } { $cards ->
        [one] carte Récompense
       *[other] cartes Récompense
    }, la porte a subi { $damage } dégâts (une carte par tranche de 3, même entamée).
log-kings_armory-star-total = 3 Étoiles après cette vague : { $cards ->
        [0] aucun changement pour les cartes Récompense.
       *[other] { $cards } cartes Récompense au total.
    }
log-kings_armory-hire = { $who } { $class ->
            [foot_soldier] le Fantassin
            [archer] l’Archer
            [sorcerer] le Sorcier
            [psionicist] le Psioniste
           *[cleric] le Clerc
        } est recruté ({ $hp } PV) pour { $cost } or : or { $old } → { $new }.
log-kings_armory-level-up = { $who } atteint le niveau { $level } pour { $cost } or (or { $gold_old } → { $gold_new }) et se soigne : PV { $old } → { $new }.
log-kings_armory-hero-leaves = { $player } s’en va ; { $who } part avec { $hp } PV.
log-kings_armory-hero-returns = { $who } revient avec { $player } et { $hp } PV.
log-kings_armory-hero-joins = { $player } rejoint la partie avec { $who } : { $hp } PV sur { $max } (la vague { $wave } va commencer).
log-kings_armory-reward = Carte Récompense de { $value } or : or { $old } → { $new }.{ $due ->
        [0] {""}
       *[other] {" "}Encore { $due } à saisir.
    }
log-kings_armory-build-tower = Une tour est construite : or { $old } → { $new }, { $towers } tours.
log-kings_armory-sell-tower = Une tour est vendue : or { $old } → { $new }, { $towers } tours.
log-kings_armory-tower-destroyed = Une tour est détruite : il en reste { $towers }.
log-kings_armory-unlock = { $who } déverrouille un équipement ({ $unlocked } sur 2) : or { $old } → { $new }.{ $opens ->
        [1] {" "}Les nouveaux équipements sont maintenant en vente.
       *[other] {""}
    }
log-kings_armory-buy-equipment = Nouvel équipement acheté : or { $old } → { $new }.
log-kings_armory-sell-equipment = Équipement vendu : or { $old } → { $new }.
log-kings_armory-buy-reinforcement = Une carte Renfort est achetée : or { $old } → { $new }, { $held } en main.
log-kings_armory-play-reinforcement = Une carte Renfort est jouée ({ $held } en main).
log-kings_armory-buy-armory = La carte Armurerie est achetée pour { $price } or : or { $old } → { $new }.
log-kings_armory-play-armory = La carte Armurerie est jouée.

## La fin
win-kings_armory-victory = Tous les ennemis { $waves ->
        [one] de la vague
       *[other] des { $waves } vagues
    } sont vaincus, les boss aussi, et la Porte du château tient à { $gate } PV sur { $max }.
win-kings_armory-gate = { $gauntlet ->
        [1] La Porte du château est tombée à la manche des ennemis { $round } de l’{ -gauntlet } ; la table a survécu à { $score } { $score ->
            [one] manche des ennemis
           *[other] manches des ennemis
        }.
       *[other] La Porte du château est tombée à 0 PV à la vague { $wave }.
    }
win-kings_armory-heroes = { $gauntlet ->
        [1] Tous les héros ont été mis hors de combat à la manche { $round } de l’{ -gauntlet } ; la table a survécu à { $score } { $score ->
            [one] manche des ennemis
           *[other] manches des ennemis
        }.
       *[other] Tous les héros ont été mis hors de combat à la vague { $wave }.
    }

## Classement et rapports
label-kings_armory-hp = PV
label-kings_armory-max-hp = PV max
label-kings_armory-heal-rate = Taux de soin
label-kings_armory-gate = Porte du château
label-kings_armory-gate-max = Porte max
label-kings_armory-gold = Or
label-kings_armory-wave = Vague
label-kings_armory-waves = Vagues
label-kings_armory-round = Manche
label-kings_armory-towers = Tours
label-kings_armory-reinforcements = Renforts
label-kings_armory-armory = Carte Armurerie
label-kings_armory-equipment = Équipements déverrouillés
label-kings_armory-score = { $gauntlet ->
        [1] Manches des ennemis tenues
       *[other] Cartes 3 Étoiles
    }
remark-kings_armory-hero = { $hero }{ $state ->
        [knocked_out] , hors de combat
        [left] , a quitté la partie
       *[other] {""}
    }
detail-kings_armory-gate = Porte du château : { $hp } PV sur { $max }.
detail-kings_armory-gold = Or de l’équipe : { $gold }.
detail-kings_armory-where = { $phase ->
        [prepare] Avant la vague { $wave }.
        [between] Entre les vagues, avant la vague { $wave }.
       *[wave] Vague { $wave }{ $waves ->
            [0] {""}
           *[other] {" "}sur { $waves }
        }, { $side ->
            [foes] manche des ennemis
           *[players] manche des joueurs
        } { $round }.
    }
detail-kings_armory-stock = Tours { $towers }, cartes Renfort { $reinforcements }, carte Armurerie { $armory }, équipements déverrouillés { $equipment }.
detail-kings_armory-score = { $gauntlet ->
        [1] Manches des ennemis tenues : { $score }.
       *[other] 3 Étoiles : { $score } cartes Récompense gagnées ou perdues au total.
    }
detail-kings_armory-reverse-hp = Suivi inversé des PV : les jetons de dégâts s’accumulent sur la table.
detail-kings_armory-hireable = { $who }, { $class ->
            [foot_soldier] Fantassin
            [archer] Archer
            [sorcerer] Sorcier
            [psionicist] Psioniste
           *[cleric] Clerc
        } niveau { $level } : { $defeated ->
        [1] vaincu, hors jeu pour le reste de la partie
       *[other] { $hp } PV sur { $max }
    }.
detail-kings_armory-monster = { $who } ({ $level ->
        [0] boss
       *[other] niveau { $level }
    }) : { $hp } PV sur { $max }{ $bleed ->
        [0] {""}
       *[other] , Saignement { $bleed }
    }{ $burn ->
        [0] {""}
       *[other] , Brûlure { $burn }
    }{ $slow ->
        [0] {""}
       *[other] , Lenteur { $slow }
    }{ $stun ->
        [0] {""}
       *[other] , étourdi
    }{ $bless ->
        [0] {""}
       *[other] , béni
    }.

## Rappels
reminder-kings_armory-gauntlet-foes = { $foes } { $foes ->
        [one] monstre arrive
       *[other] monstres arrivent
    } pendant cette manche des ennemis.
reminder-kings_armory-boss-now = Un boss arrive pendant cette manche des ennemis, après que les autres monstres ont joué leur tour.
reminder-kings_armory-delayed-rest = Entrée différée : le reste des monstres de la vague entre maintenant, après que ceux du plateau ont joué leur tour.
reminder-kings_armory-cards-due = Piochez et saisissez { $cards } { $cards ->
        [one] carte Récompense
       *[other] cartes Récompense
    }.
reminder-kings_armory-jump-start = Avant la première vague : { $towers } tours supplémentaires, { $equipment } équipements déverrouillés, { $hireables } mercenaires (jusqu’au niveau { $level }), au plus { $reinforcements } cartes Renfort, et pas plus de 200 or conservés.
reminder-kings_armory-heal-step = Entre les vagues : commencez par l’étape de soin.
reminder-kings_armory-stars = 3 Étoiles : { $cards ->
        [0] aucun changement pour les cartes Récompense cette fois.
       *[other] { $cards } cartes Récompense cette fois.
    }
reminder-kings_armory-mini-boss-cards = Le mini-boss a été battu : piochez 2 cartes Récompense de plus.
reminder-kings_armory-boss-due = { $left ->
        [one] Le boss arrive
       *[other] Le premier boss arrive
    } à la manche des ennemis { $round }.
reminder-kings_armory-gauntlet-boss = Le prochain boss arrive à la manche des ennemis { $round }.
reminder-kings_armory-towers = { $allies } alliés mais de la place pour { $room } (3 par tour, 1 par parapet) : construisez une tour, sinon les mercenaires les plus récents restent sur la touche.
reminder-kings_armory-reinforcement-cap = Au plus { $cap } cartes Renfort peuvent être détenues pour l’instant.
piece-kings_armory-monster = { $boss ->
        [1] Boss
       *[other] Monstre
    }
piece-kings_armory-hero = Héros
piece-kings_armory-hireable = Mercenaire
label-kings_armory-bleed = Saignement
label-kings_armory-burn = Brûlure
label-kings_armory-slow = Lenteur
label-kings_armory-stun = Étourdissement
label-kings_armory-bless = Bénédiction
remark-kings_armory-defeated = vaincu
remark-kings_armory-down = hors de combat
remark-kings_armory-left = a quitté la partie

## La fenêtre
ui-ka-count = { $label } : { $n }
ui-ka-where = { $gauntlet ->
        [1] L’{ -gauntlet }, niveau { $wave }
       *[other] { $phase ->
            [prepare] Avant la vague { $wave }
            [between] Entre les vagues
           *[wave] Vague { $wave } sur { $waves }
        }
    }
ui-ka-round = { $phase ->
        [prepare] Préparation : tours, achats, cartes
        [between] { $healed ->
            [1] Soin fait : la boutique, puis la vague suivante
           *[other] Étape 1 : le soin
        }
       *[wave] { $side ->
            [foes] Manche des ennemis { $round }
           *[other] Manche des joueurs { $round }
        }
    }
ui-ka-score = { $gauntlet ->
        [1] { $score ->
            [one] { $score } manche des ennemis tenue
           *[other] { $score } manches des ennemis tenues
        }
       *[other] 3 Étoiles : { $score ->
            [one] { $score } carte Récompense au total
           *[other] { $score } cartes Récompense au total
        }
    }
ui-ka-wave-die = Dé de vague{ $modifier ->
        [0] {""}
       *[other] {" "}{ $signed }
    }
ui-ka-wave-result = { $net } · { $odd ->
        [1] impair
       *[other] pair
    }
ui-ka-wave-tip = Le d12 a donné { $natural }{ $modifier ->
        [0] {""}
       *[other] , { $signed } par la grille d’ajustement aux héros
    } : { $net }, le monstre entre du côté { $odd ->
        [1] impair (gauche)
       *[other] pair (droite)
    }.
ui-ka-d20 = d20
ui-ka-class-level = { $class ->
        [foot_soldier] Fantassin
        [archer] Archer
        [sorcerer] Sorcier
        [psionicist] Psioniste
       *[cleric] Clerc
    } · niveau { $level }
ui-ka-heal-rate-n = Taux de soin { $heal }
ui-ka-resist = Résistance { $resist }
ui-ka-resist-one = { $kind ->
        [melee] M
        [ranged] D
       *[supernatural] SN
    } { $n }
ui-ka-no-resist = Aucune résistance
ui-ka-immunity = { $immunity ->
        [melee] mêlée
        [ranged] distance
        [supernatural] surnaturel
       *[everything] tout
    }
ui-ka-resist-immune = { $resist } · immunité : { $immune }
ui-ka-immune-line = Immunité : { $immune }
ui-ka-token = { $status ->
        [bleed] Saignement { $n }
        [burn] Brûlure { $n }
        [slow] Lenteur { $n }
        [stun] Étourdi
       *[bless] Béni
    }
ui-ka-no-monsters = Aucun monstre sur le plateau.
ui-ka-monster-kind = { $boss ->
        [1] Boss
       *[other] Niveau { $level }
    }{ $siege ->
        [1] , siège
       *[other] {""}
    }
ui-ka-hp-of = { $value }/{ $max } { $label }
ui-ka-gone = A quitté le plateau cette manche.
ui-ka-hit-tip = Infliger { $amount } dégâts { $kind ->
        [melee] de mêlée
        [ranged] à distance
        [supernatural] surnaturels
       *[non_resistible] non résistibles
    } : { $taken } après résistance.
ui-ka-keys = Touches : ←→ monstre, ↑↓ allié, chiffres quantité, Entrée ou − frapper, + soigner · Alt+M, R, S, N dégâts par type, H soin, U entretien, G porte, E manche, W vague, A entrée, D dé de vague, T d20 · Alt+Maj+G attaque la porte sans entrer · Alt+I vaincu d’un coup · Alt+B entre les vagues : le bouton de l’étape, Alt+Maj+B une étape en arrière · Alt+O boutique, Alt+L alliés, Alt+C carte Vague · Alt+1…5 niveau, Alt+0 boss, Alt+V siège · Alt+− Alt++ modificateur du dé de vague · ↑↓ sur les pages Monstres, Boutique, Alliés et carte Vague (Cible : Alt+↑↓) mettent en évidence un bouton ou un champ : Entrée l’actionne, ce que vous tapez remplit le champ, Échap retire la mise en évidence · Tab champ suivant · Échap lâche la cible
ui-ka-keys-hint = Touches : survoler ici
ui-ka-damage = dégâts
ui-ka-gate-damage-taken = Dégâts à la Porte du château
ui-ka-start-wave = { $gauntlet ->
        [1] Commencer l’{ -gauntlet }
       *[other] Commencer la vague { $wave }
    }
ui-ka-next-round = { $side ->
        [foes] Finir la manche des ennemis
        [players] Finir la manche des joueurs
       *[other] Manche suivante
    }
ui-ka-end-wave = Finir la vague { $wave }
ui-ka-heal-step = Étape de soin
ui-ka-tab-target = Cible
ui-ka-tab-enter = Monstres
ui-ka-tab-shop = Boutique
ui-ka-tab-allies = Alliés
ui-ka-no-target = Aucune cible choisie
ui-ka-no-target-help = Cliquez sur la carte d’un monstre ou la tuile d’un allié, ou utilisez ←/→ et ↑/↓.
ui-ka-target = { $who } : { $value }/{ $max } { $label }
ui-ka-amount = Quantité
ui-ka-hit = { $kind ->
        [melee] Mêlée
        [ranged] Distance
        [supernatural] Surnaturel
       *[non_resistible] Non résistible
    } −{ $taken }
ui-ka-heal = Soin +{ $amount }
ui-ka-status = { $status ->
        [bleed] Saignement
        [burn] Brûlure
        [slow] Lenteur
        [stun] Étourdissement
       *[bless] Bénédiction
    }
ui-ka-upkeep = Entretien : { $bleed } Saignement, { $burn } Brûlure{ $stun ->
        [0] {""}
       *[other] , étourdi
    }
ui-ka-instant = Vaincu sur le coup
ui-ka-reach-gate = Atteint la porte −{ $damage }
ui-ka-attack-gate = Attaque la porte −{ $damage }
ui-ka-gate-help = Saisissez les dégâts du monstre comme sur sa carte : 3, ou 3+2 pour un monstre « + », ou 4x3 pour un monstre « x » à 3 jets ; la porte subit les deux nombres d’un « + » et les dégâts d’un « x » une fois par deux jets. Les boss et les engins de siège ne font qu’attaquer la porte.
ui-ka-boss = Boss
ui-ka-enter = Un monstre entre
ui-ka-hp = PV
ui-ka-name-optional = Nom (facultatif)
ui-ka-resistances = Résistances (vide : 0) et immunités
ui-ka-melee = Mêlée
ui-ka-ranged = Distance
ui-ka-supernatural = Surnaturel
ui-ka-siege = Engin de siège
ui-ka-modifier = Modificateur du dé de vague
ui-ka-modifier-help = D’après la grille d’ajustement aux héros de la carte Vague (1 héros, ou 5 et plus) ; le côté d’entrée suit le résultat net.
ui-ka-reward = +{ $value }
ui-ka-rewards-title = Cartes Récompense · { $gold } or{ $due ->
        [0] {""}
        [one] {" "}· { $due } carte à saisir
       *[other] {" "}· { $due } cartes à saisir
    }
ui-ka-build-tower = Construire · { $price } or
ui-ka-sell-tower = Vendre · +{ $price } or
ui-ka-tower-destroyed = Détruite pendant la vague
ui-ka-buy-equipment = Acheter du neuf · { $price } or
ui-ka-sell-equipment = Vendre · +{ $price } or
ui-ka-held = { $label } : { $n } sur { $cap }
ui-ka-buy = Acheter · { $price } or
ui-ka-play = En jouer une
ui-ka-class-hired = { $class ->
        [foot_soldier] Fantassin
        [archer] Archer
        [sorcerer] Sorcier
        [psionicist] Psioniste
       *[cleric] Clerc
    } { $hired }/{ $cap }
ui-ka-hire = Recruter
ui-ka-hire-title = Recruter un mercenaire (le prix sur sa carte)
ui-ka-name = Nom
ui-ka-cost = Prix
ui-ka-heal-rate = Taux de soin
ui-ka-level-up-title = Faire monter { $who } de niveau (niveau { $level } sur { $max })
ui-ka-level-up-pick = Monter de niveau : choisissez d’abord la tuile d’un mercenaire
ui-ka-level-up = Monter de niveau
ui-ka-new-hp = Nouveaux PV
ui-ka-new-heal-rate = Nouveau taux de soin
ui-ka-join = Rejoindre
ui-ka-join-title = Un joueur rejoint la partie (après l’étape de soin)
ui-ka-player = Joueur
ui-ka-hero = Héros
ui-ka-max-hp = PV max
ui-ka-leave-title = Départs et retours (après l’étape de soin)
ui-ka-returns = Revenir
ui-ka-leaves = Partir
ui-ka-leaves-ask = Quitter la partie ?
ui-ka-pick-target = Choisissez d’abord une cible : cliquez sur la carte d’un monstre ou la tuile d’un allié.
ui-ka-pick-hireable = Choisissez d’abord la tuile d’un mercenaire.

## Le formulaire de mise en place
ui-ka-heroes = Héros
ui-ka-heroes-help = D’après la carte de caractéristiques de chaque héros : PV max et taux de soin ; résistances et esquive sont facultatives. Un joueur peut jouer plusieurs héros.
ui-ka-dodge = Esquive
ui-ka-role-auto = Rôle : d’après le nom
ui-ka-role-offensive = Rôle : offensif
ui-ka-role-utility = Rôle : soutien
ui-ka-heals = Peut soigner
ui-ka-add-hero = Ajouter un héros
ui-ka-hero-n = Héros { $n }
ui-ka-hero-empty = Héros { $n }, { $field } : saisissez un nombre entier.
ui-ka-hero-number = Héros { $n }, { $field } : « { $value } » n’est pas un nombre entier.
ui-ka-game = La partie
ui-ka-length = Durée
ui-ka-waves-n = { $n ->
        [one] { $n } vague
       *[other] { $n } vagues
    }
ui-ka-bosses-n = { $n ->
        [one] { $n } boss
       *[other] { $n } boss
    }
ui-ka-mini-boss = Un boss aussi à la vague 5 (mini-boss)
ui-ka-final-bosses = Boss de la vague finale
ui-ka-entry = Entrée des monstres
ui-ka-entry-standard = Standard
ui-ka-entry-delayed = Différée
ui-ka-entry-high-speed = Boss rapides
ui-ka-gate-hp = PV de la Porte du château
ui-ka-gate-hp-help = 20 dans une partie standard ; n’importe quel nombre à partir de 1.
ui-ka-gate-gauntlet = L’{ -gauntlet } : toujours { $gate }.
ui-ka-towers = Tours de départ
ui-ka-towers-help = D’après la grille d’ajustement aux héros de la carte Vague.
ui-ka-towers-gauntlet = L’{ -gauntlet } : d’après son tableau.
ui-ka-variant = Variante
ui-ka-mode-standard = Toutes les vagues
ui-ka-mode-jump-start = Départ lancé
ui-ka-mode-single-wave = Vague unique
ui-ka-mode-gauntlet = L’{ -gauntlet }
ui-ka-mode-standard-help = Toutes les vagues depuis la première ; les boss de la vague finale y mettent fin.
ui-ka-mode-jump-start-help = Commencer à une vague plus avancée avec les récompenses, dégâts et achats du tableau H-2.
ui-ka-mode-single-wave-help = Une seule vague, jouée comme la vague finale (à partir de la vague 2 avec le tableau H-2).
ui-ka-mode-gauntlet-help = Une vague sans fin à un niveau de 1 à 7 (tableau H-3) ; la porte commence à 25 et le score est le nombre de manches des ennemis tenues.
ui-ka-level = Niveau
ui-ka-first-wave = Commencer à la vague
ui-ka-table-missing = Le livret n’imprime le tableau { $table } que pour 2 à 4 héros ; avec { $heroes } { $heroes ->
        [one] héros
       *[other] héros
    }, saisissez ses valeurs ici (sur le site de l’éditeur). Les indications sont les valeurs pour 2 à 4 héros.
ui-ka-row-reward-cards = Cartes Récompense de départ
ui-ka-row-gate-mod = Modif. PV de la Porte du château
ui-ka-row-offensive-mod = Modif. PV des alliés offensifs
ui-ka-row-other-mod = Modif. PV des autres alliés
ui-ka-row-extra-towers = Tours supplémentaires
ui-ka-row-equipment = Équipements déverrouillés
ui-ka-row-hireables = Mercenaires
ui-ka-row-hireable-level = Niveau max des mercenaires
ui-ka-row-reinforcements = Renforts max
ui-ka-row-towers = Tours de départ
ui-ka-row-heal-mod = Modif. taux de soin
ui-ka-row-first-foes = Ennemis à la manche 1
ui-ka-row-later-foes = Ennemis aux manches suivantes
ui-ka-row-d12-mod = Modif. dé de vague
ui-ka-row-rewards = Récompenses toutes les 3 manches
ui-ka-row-boss-every = Boss toutes les x manches
ui-ka-three-stars = 3 Étoiles : cartes Récompense gagnées ou perdues selon le déroulement de chaque vague
ui-ka-reverse-hp = Suivi inversé des PV : afficher les dégâts cumulés (le fichier garde les PV)
ui-ka-solo-gold = Solo avec un seul héros : 150 or avant la première vague
ui-ka-level-n = niveau { $level }
ui-ka-immune = Immunité :

## Version 2 des règles : le livret à la lettre

rule-kings_armory-row-printed = Le livret imprime le tableau { $table } pour 2 à 4 héros, et avec { $heroes } héros ses valeurs s’appliquent : laissez la ligne de côté (H, { $table }).
rule-kings_armory-heal-before = Entre les vagues, on soigne d’abord : Soigner, puis Prendre l’or, puis Dépenser l’or (B5). Appliquez l’étape de soin avant { $what ->
        [reward] de saisir des cartes Récompense
       *[spend] de dépenser de l’or
    }.
rule-kings_armory-instant-immune = { $kind ->
        [everything] { $who } est immunisé contre tout : les alliés ne peuvent l’affecter d’aucune façon (E, Immunité).
       *[other] { $who } est immunisé contre les attaques { $kind ->
            [melee] de mêlée
            [ranged] à distance
           *[supernatural] surnaturelles
        } et contre tous leurs effets, défaite instantanée comprise (E, Immunité).
    }
rule-kings_armory-instant-boss = Les boss sont immunisés contre la mort instantanée, la destruction et le retrait, sauf si la carte dit qu’elle affecte les boss ({ $who } ; E, Boss).
rule-kings_armory-instakill-siege = Les engins de siège sont immunisés contre la mort instantanée : « seuls les vivants peuvent être tués » ({ $who } ; E, Mort instantanée). Détruisez-le plutôt.
rule-kings_armory-destroyed-living = Détruire ne fonctionne que contre les engins de siège, pas contre les ennemis ordinaires ({ $who } ; E, Détruit).
rule-kings_armory-boss-round = Le boss arrive à la manche des ennemis { $round }{ $entry ->
        [delayed] {" "}avec l’entrée retardée des monstres (D2-2)
        [high_speed] {" "}avec l’entrée rapide du boss (D2-2)
       *[standard] {""}
    }, pas avant : c’est la manche { $now } (B7).
rule-kings_armory-boss-waits = Un boss arrive à cette manche des ennemis, après les tours des autres monstres et avant la manche des joueurs (B7 ; H dans l’{ -gauntlet }) : faites-le entrer d’abord.
rule-kings_armory-towers-heroes = Les héros ne restent jamais à l’écart : les { $heroes } héros doivent être accueillis, et { $towers } { $towers ->
        [one] tour
       *[other] tours
    } et les deux parapets en accueillent { $room } (B5, étape 6). Construisez une tour avant le début de la vague.
rule-kings_armory-sits-out = { $who } reste à l’écart de cette vague : aucune tour n’avait de place (B5, étape 6).
log-kings_armory-sits-out = { $who } reste à l’écart de cette vague : les tours et les parapets accueillent { $room } alliés (B5, étape 6).
remark-kings_armory-sits-out = à l’écart de cette vague
rule-kings_armory-foes-over = { $mode ->
        [gauntlet] L’{ -gauntlet } amène { $max } ennemis à la manche des ennemis { $round } (H-3)
        [delayed] Avec l’entrée retardée des monstres, le reste de la vague compte au plus autant de monstres que la première entrée : { $max } à la manche des ennemis 2 (D2-2)
       *[standard] Tous les monstres de la vague entrent à la première manche des ennemis (B1, B3 ; D2-2) : aucun n’est tiré à la manche { $round }
    }. Un monstre amené par une invocation ou une carte de boss entre comme invoqué.
rule-kings_armory-foes-due = { $due ->
        [one] { $due } ennemi doit encore entrer
       *[other] { $due } ennemis doivent encore entrer
    } à la manche des ennemis { $round }{ $mode ->
        [gauntlet] {" "}(H-3 ; le boss entre après)
        [delayed] {" "}(entrée retardée des monstres : le reste de la vague, D2-2)
       *[standard] {" "}(B1 : une vague en amène au moins un)
    } : faites-{ $due ->
        [one] le
       *[other] les
    } entrer d’abord.
log-kings_armory-stays-down = { $who } reste hors de combat : la moitié d’un taux de soin de { $rate }, arrondie à l’inférieur, fait 0 PV (H, L’{ -gauntlet }).
rule-kings_armory-single-wave-one = La partie en vague unique se prépare avec le tableau du Départ lancé, qui commence à la vague 2 (H, Vague unique) : choisissez une vague de 2 à 7.
rule-kings_armory-gauntlet-join = Dans l’{ -gauntlet }, les joueurs arrivent ou partent à la manche des joueurs, sa mini-phase entre les vagues, après le soin (D3 : « au mieux »).
ui-ka-phase = { $phase ->
        [prepare] Préparation : tours, achats, cartes
        [between] Étape { $step }/7 : { $name }
       *[wave] { $side ->
            [foes] Manche des ennemis { $round }
           *[other] Manche des joueurs { $round }
        }
    }
ui-ka-step-name = { $step ->
        [heal] Soignez !
        [gold] Récupérez l’or !
        [spend] Dépensez l’or !
        [change] Faites la monnaie et mélangez
        [equip] Équipez les héros
        [reposition] Replacez les alliés
       *[start] Lancez la vague suivante !
    }
ui-ka-step-hint = Étape { $number } (B5) : { $step ->
        [heal] chaque allié récupère son taux de soin ; un héros assommé revient avec autant de PV.
        [gold] piochez les cartes Récompense de la vague et saisissez chacune dans la page Boutique.
        [spend] tours, mercenaires, équipement, renforts et carte Armurerie, dans les pages Boutique et Alliés.
        [change] gardez l’or en cartes de 100 et au plus une carte de 50 ; remélangez les cartes Récompense utilisées dans leur pioche.
        [equip] équipez les pièces déverrouillées, deux au plus par héros, et échangez-les une contre une ; l’équipement ne s’achète, ne s’échange et ne se vend que maintenant.
        [reposition] chaque allié sur une tour ou à 2 cases au plus, 3 au plus par tour ; les joueurs peuvent changer de place et confier des mercenaires à une autre équipe.
       *[start] la première manche des ennemis de la vague suivante.
    }
ui-ka-step-next = Fait
ui-ka-step-cards-due = { $cards ->
        [one] { $cards } carte Récompense est due.
       *[other] { $cards } cartes Récompense sont dues.
    }
ui-ka-step-cards-card = La carte Vague dit combien : saisie avant la vague (la ligne carte Vague du panneau latéral), l’appli les compte.
ui-ka-step-gold = L’équipe a { $gold } or.
ui-ka-step-change = { $gold } or : { $hundreds } × 100{ $fifty ->
        [0] {""}
       *[other] {" "}et 1 × 50
    }{ $rest ->
        [0] .
       *[other] , plus { $rest } or qu’aucune carte ne représente.
    }
ui-ka-step-towers = { $allies } alliés et { $towers } tours pour l’instant.
ui-ka-group = { $group ->
        [mini_boss] Mini-boss
        [boss] Boss
       *[level] Niveau { $level }
    }
ui-ka-on-board = { $n } en jeu
ui-ka-to-come = { $n } à venir
ui-ka-due-round = à la manche { $round } des ennemis
ui-ka-none-yet = Aucun sur le plateau pour l’instant.
ui-ka-gone-short = Parti cette manche
ui-ka-step-short = { $step ->
        [heal] Soin
        [gold] Récolter l’or
        [spend] Dépenser l’or
        [change] Faire la monnaie
        [equip] Équiper
        [reposition] Replacer
       *[start] Lancer la vague
    }
ui-ka-strip-card = { $what ->
        [reinforcements] Renforts
        [armory] Carte Armurerie
        [equipment] Équipement
       *[towers] Tours
    } { $n }{ $cap ->
        [0] {""}
       *[other] /{ $cap }
    }
rule-kings_armory-no-gear = Il n’y a pas d’équipement numéro { $piece }.
rule-kings_armory-gear-locked = L’équipement { $piece } est verrouillé : « un équipement verrouillé ne peut jamais être échangé ni vendu », ni porté, tant qu’il n’est pas déverrouillé (B5, étape 3).
rule-kings_armory-gear-sale-between = L’équipement déverrouillé se vend entre les vagues, « et à ce moment seulement » (B5, étape 3).
rule-kings_armory-gear-worn = L’équipement { $piece } est porté : retirez-le d’abord (B5, étape 5).
rule-kings_armory-gear-other = L’équipement { $piece } est à { $who } : échangez-le d’abord 1 contre 1 (B5, étape 5).
rule-kings_armory-gear-equipped = L’équipement { $piece } est déjà porté.
rule-kings_armory-gear-max = { $who } a déjà { $max } équipements : « chaque héros peut posséder et porter au plus 2 équipements » (E, Cartes Équipement). Échangez-en ou mettez-en un de côté d’abord.
rule-kings_armory-gear-not-worn = L’équipement { $piece } n’est pas porté.
rule-kings_armory-gear-same-holder = Les équipements { $piece } et { $with } sont dans les mêmes mains : un échange se fait 1 contre 1 entre deux détenteurs (E, Cartes Équipement).
rule-kings_armory-gear-extra = L’équipement { $piece } est déjà en surplus : il n’appartient à aucun héros.
log-kings_armory-equip = { $who } s’équipe de l’équipement { $piece }.
log-kings_armory-unequip = { $who } retire l’équipement { $piece }.
log-kings_armory-trade-gear = Les équipements { $piece } ({ $a_extra ->
        [1] en surplus
       *[other] { $a }
    }) et { $with } ({ $b_extra ->
        [1] en surplus
       *[other] { $b }
    }) changent de mains.
log-kings_armory-set-aside = { $who } met l’équipement { $piece } de côté : il est maintenant en surplus.
rule-kings_armory-no-guardian = Le héros numéro { $hero } n’a pas de Gardien sur le plateau.
rule-kings_armory-guardian-heal = { $guardian } ne peut pas être soigné (E, Invoquer le Gardien).
rule-kings_armory-guardian-turn = Felicity invoque son Gardien à son tour, pendant la manche des joueurs (E, Invoquer le Gardien).
rule-kings_armory-guardian-felicity = Invoquer le Gardien est une option spéciale de Felicity la Maîtresse Guérisseuse ; { $who } ne l’a pas (E, Invoquer le Gardien).
rule-kings_armory-guardian-once = Le Gardien ne peut être invoqué qu’une fois par { $gauntlet ->
        [1] manche dans l’{ -gauntlet } (H)
       *[other] vague
    } (E, Invoquer le Gardien).
log-kings_armory-guardian-summoned = { $who } invoque { $guardian } avec { $hp } PV.
log-kings_armory-guardian-leaves = { $guardian } quitte le plateau : { $why ->
        [left] le joueur de Felicity a quitté la partie
        [felicity] Felicity est vaincue
        [rounds] trois manches des joueurs sont passées (H, l’{ -gauntlet })
       *[wave] la vague est terminée
    }.
log-kings_armory-guardian-gone = { $guardian } est vaincu et quitte le plateau.
log-kings_armory-guardian-shields = { $guardian } protège { $who } : il se tient à côté et prend les dégâts à distance à sa place (E, Invoquer le Gardien).
piece-kings_armory-guardian = Gardien

## La carte Vague (B1, schéma B1-1) et Placer la barre plus haut (D2-2)
rule-kings_armory-raise-bar-gauntlet = Placer la barre plus haut compte les monstres de chaque vague (D2-2) ; la vague sans fin de l’{ -gauntlet } prend ses ennemis dans la table H-3.
rule-kings_armory-raise-bar = Placer la barre plus haut : la vague { $wave } amène au moins { $min } { $min ->
        [one] monstre
       *[other] monstres
    } de niveau { $level }, et { $entered } sont arrivés (D2-2). { $places ->
        [0] Faites-les entrer à la place d’autres avant la fin de la manche ou de la vague.
       *[other] Il ne reste que { $places } { $places ->
            [one] place
           *[other] places
        } dans la vague : les monstres obligatoires « remplacent les derniers tirés », donc celui-ci est de niveau { $level }.
    }
rule-kings_armory-wave-card-due = { $due } des { $total } ennemis que la carte Vague amène à la vague { $wave } ({ $foes } sur la carte, { $extra } pour le nombre de héros) { $due ->
        [one] n’est pas encore entré
       *[other] ne sont pas encore entrés
    } (B1{ $entry ->
        [delayed] ; D2-2, entrée différée des monstres
       *[other] {""}
    }) : la vague se termine quand chacun d’eux est vaincu (B4).
rule-kings_armory-wave-card-over = La carte Vague amène { $total } ennemis à cette vague, dont { $max } à la manche des ennemis { $round } ({ $entry ->
        [delayed] D2-2, entrée différée : d’abord la moitié, arrondie au supérieur, le reste à la manche 2
       *[other] B1, D2-2 : tous à la première manche des ennemis
    }). Un monstre amené par une invocation ou une carte de boss entre comme invoqué.
rule-kings_armory-wave-card-round-due = { $due ->
        [one] { $due } ennemi doit encore entrer
       *[other] { $due } ennemis doivent encore entrer
    } à la manche des ennemis { $round }, sur les { $total } que la carte Vague amène (B1{ $entry ->
        [delayed] ; D2-2, entrée différée des monstres
       *[other] {""}
    }) : faites entrer { $due ->
        [one] celui-ci
       *[other] ceux-ci
    } d’abord.
rule-kings_armory-wave-card-cards = Saisissez d’abord { $cards ->
        [one] la carte Récompense
       *[other] les { $cards } cartes Récompense
    } de la vague { $wave } (B5, étape 2 : Récupérez l’or !).
rule-kings_armory-wave-card-gauntlet = L’{ -gauntlet } prend ses nombres dans la table H-3 et ignore la grille d’ajustement aux héros (H) : il n’y a pas de carte Vague à saisir.
rule-kings_armory-wave-card-when = Les nombres de la carte Vague se saisissent avant le début d’une vague (B1) : la vague { $wave } est en cours.
rule-kings_armory-wave-card-empty = Donnez les nombres d’au moins une vague.
rule-kings_armory-wave-card-wave = La vague { $wave } n’est plus à venir : la carte Vague peut être saisie pour les vagues { $first } à { $last }.
rule-kings_armory-wave-card-twice = La vague { $wave } est donnée deux fois.
rule-kings_armory-wave-card-number = Vague { $wave } : « { $field } » doit être compris entre { $min } et { $max } (valeur actuelle : { $value }).
rule-kings_armory-wave-card-no-foes = La vague { $wave } amène au moins un ennemi (B1) : { $foes } sur la carte et { $extra } pour le nombre de héros n’en font aucun.
log-kings_armory-wave-card = La carte Vague est saisie pour { $waves } vagues.
log-kings_armory-wave-card-wave = Vague { $wave } d’après la carte Vague : { $total } { $total ->
        [one] ennemi
       *[other] ennemis
    } ({ $foes } sur la carte, { $extra } pour le nombre de héros), modificateur du d12 { $d12 }, { $cards } { $cards ->
        [one] carte Récompense
       *[other] cartes Récompense
    } et { $extra_cards } pour le nombre de héros.
log-kings_armory-wave-card-rewards = { $cards } { $cards ->
        [one] carte Récompense est due
       *[other] cartes Récompense sont dues
    } après la vague { $wave } : { $base } d’après la carte Vague, { $scaling } pour le nombre de héros{ $stars ->
        [0] {""}
       *[other] , { $stars } pour 3 Étoiles
    }{ $mini_boss ->
        [0] {""}
       *[other] , { $mini_boss } pour le mini-boss
    } (B5, étape 2).
reminder-kings_armory-wave-card-foes = { $foes } { $foes ->
        [one] monstre de la vague arrive
       *[other] monstres de la vague arrivent
    } pendant cette manche des ennemis (carte Vague).
reminder-kings_armory-raise-bar = Placer la barre plus haut : au moins { $min } { $min ->
        [one] monstre
       *[other] monstres
    } de niveau { $level } à cette vague (D2-2).
ui-ka-card-skipped = Carte Vague non saisie : nombre d’ennemis non vérifié
ui-ka-card-gauntlet = L’{ -gauntlet } : la table H-3 amène les ennemis de chaque manche
ui-ka-card-gauntlet-due = { $now } { $now ->
        [one] ennemi attendu
       *[other] ennemis attendus
    } à cette manche (H-3)
ui-ka-card-bar = Barre : { $entered }/{ $min } de niveau { $level }
ui-ka-card-due = { $now } { $now ->
        [one] ennemi attendu
       *[other] ennemis attendus
    } cette manche, { $later } à venir
ui-ka-card-entered = { $entered } sur { $total } entrés
ui-ka-card-next = Vague { $wave } : { $foes } { $foes ->
        [one] ennemi
       *[other] ennemis
    }, puis { $cards } { $cards ->
        [one] carte Récompense
       *[other] cartes Récompense
    }
ui-ka-card-rewards = Vague { $wave } : { $total } { $total ->
        [one] carte Récompense
       *[other] cartes Récompense
    }, { $due } encore à saisir
ui-ka-card-open = Carte Vague : cliquez pour taper ses nombres (B1)
ui-ka-card-help = Tapez les nombres de la carte pour la prochaine vague avant qu’elle ne commence, ou toutes les lignes d’un coup. Un champ vide garde le nombre saisi avant ; ceux de la grille d’ajustement aux héros valent 0 sinon.
ui-ka-card-wave = Vague
ui-ka-card-foes = Enn.
ui-ka-card-foes-help = Le nombre d’ennemis sur la grille de sélection des monstres (#2)
ui-ka-card-extra-foes = +Enn.
ui-ka-card-extra-foes-help = Les monstres supplémentaires de la grille d’ajustement aux héros pour votre nombre de héros (#7)
ui-ka-card-d12 = d12
ui-ka-card-d12-help = Le modificateur du d12 de la grille d’ajustement aux héros (#8)
ui-ka-card-cards = Cartes
ui-ka-card-cards-help = Les cartes Récompense après la vague (#4)
ui-ka-card-extra-cards = +Cart.
ui-ka-card-extra-cards-help = Le bonus de récompense de la grille d’ajustement aux héros pour votre nombre de héros (#9)
ui-ka-card-send = Saisir la carte Vague
ui-ka-card-nothing = Tapez d’abord les nombres d’une vague.
ui-ka-card-empty = Vague { $wave }, { $field } : tapez un nombre entier.
ui-ka-card-not-number = Vague { $wave }, { $field } : « { $value } » n’est pas un nombre entier.
ui-ka-raise-bar = Barre plus haut
ui-ka-raise-bar-off = Désactivé
ui-ka-raise-bar-help = D2-2 : chaque vague à partir de la deuxième amène au moins X monstres de son plus haut niveau (X + 1 à la vague 6, X + 2 à la vague 7) ; 2 est la suggestion standard. Pas dans l’{ -gauntlet }.
ui-ka-instant-how = { $how ->
        [destroyed] Détruit
        [removal] Retiré
       *[instakill] Mort instantanée
    }
ui-ka-instant-attack = { $kind ->
        [melee] Mêlée
        [ranged] Distance
        [supernatural] Surnaturel
       *[none] Sans type
    }
ui-ka-instant-bosses = La carte affecte les boss
ui-ka-instant-help = Vaincu sur le coup par mort instantanée (ennemis vivants seulement), destruction (engins de siège seulement) ou retrait (les deux). Un ennemi immunisé contre le type de l’attaque l’est aussi contre sa défaite immédiate ; un boss ne tombe que si la carte dit qu’elle affecte les boss (E).
ui-ka-summoned = Invoqué (par une carte ou un boss)
ui-ka-summoned-help = Un monstre amené par un effet (une invocation, les monstres en plus d’une carte de boss) ne compte pas parmi les ennemis attendus ce tour-ci (E, Invocation).
ui-ka-join-title-gauntlet = Un joueur rejoint la partie (pendant la manche des joueurs)
ui-ka-leave-title-gauntlet = Départs et retours (pendant la manche des joueurs)
ui-ka-guardian-name = Gardien
ui-ka-guardian-title = Le Gardien de Felicity
ui-ka-guardian-help = Invoqué à son tour, une fois par vague (une fois par manche dans L’{ -gauntlet }) ; il reste jusqu’à ce qu’il soit vaincu, que Felicity tombe ou que la vague se termine. Il ne peut pas être soigné et est immunisé contre le Saignement et l’Étourdissement (E, Invoquer le Gardien).
ui-ka-guardian-fields = Ses PV et ses résistances, d’après la carte de Felicity (une résistance laissée vide vaut 0).
ui-ka-summon-guardian = Invoquer
ui-ka-guardian-shields = Protège { $who } −{ $taken }
ui-ka-guardian-of = invoqué par { $who }
ui-ka-guardian-no-heal = Ne peut pas être soigné
ui-ka-piece = nº { $piece } { $state ->
        [locked] verrouillé
        [worn] porté
       *[unlocked] libre
    }
ui-ka-gear-none = aucun
ui-ka-hero-gear = Équipement : { $pieces }
ui-ka-step-gear-one = { $who } : { $pieces }
ui-ka-gear-extra = en surplus : { $pieces }
ui-ka-step-gear = { $list }. Deux équipements portés au plus par héros ; ils sont sur la page Boutique.
ui-ka-unlock-short = Déverrouiller ({ $unlocked }/2) · { $price } or
ui-ka-gear-extra-title = Équipement en surplus (n’appartient à aucun héros)
ui-ka-piece-picked = { $piece } · { $extra ->
        [1] en surplus
       *[other] à { $who }
    }
ui-ka-piece-pick = Choisissez un équipement ci-dessus.
ui-ka-take-off = Enlever
ui-ka-set-aside = Mettre de côté
ui-ka-wear-title = Porté par :
ui-ka-trade-title = Échangé 1 contre 1 contre :
ui-ka-gear-extra-one = surplus
ui-ka-trade-for = nº { $piece } · { $who }
ui-ka-trade-tip = L’échanger 1 contre 1 contre l’équipement { $piece } ({ $who }).
ui-ka-instant-options = Comment l’ennemi est vaincu sur le coup : mort instantanée, destruction ou retrait, le type de l’attaque, une carte qui affecte les boss.
ui-ka-gear-count = { $n } { $state ->
        [locked] { $n ->
            [one] verrouillé
           *[other] verrouillés
        }
        [worn] { $n ->
            [one] porté
           *[other] portés
        }
       *[unlocked] { $n ->
            [one] libre
           *[other] libres
        }
    }
ui-ka-modifier-source = { $source ->
        [card] Carte Vague, vague { $wave } : { $signed }
        [gauntlet] Table H-3 : { $signed }
       *[none] Pas de carte Vague pour la vague { $wave } : { $signed }
    }
ui-ka-to-come-range = { $min ->
        [0] jusqu’à { $max } à venir
       *[other] de { $min } à { $max } à venir
    }
log-kings_armory-step = Entre les vagues, étape { $step } : { $step ->
        [2] Récupérez l’or !
        [3] Dépensez l’or !
        [4] Faites la monnaie et mélangez
        [5] Équipez les héros
        [6] Replacez les alliés
       *[7] Lancez la vague suivante !
    }
rule-kings_armory-step-range = Entre les vagues, les étapes après le soin vont de 2 à 7 (B5) ; { $step } n’en fait pas partie.
rule-kings_armory-step-same = Le groupe est déjà à l’étape { $step }.
ui-ka-wave-beyond = { $beyond ->
        [low] Moins de 1 : le plus bas niveau de monstre possible pour cette vague.
       *[high] Plus de 12 : le plus haut niveau de monstre possible pour cette vague.
    }
rule-kings_armory-drop-trade-piece = L’équipement { $piece } n’est pas une pièce déverrouillée du héros qui part, ou il est échangé deux fois (D3).
rule-kings_armory-drop-trade-with = L’équipement { $piece } n’est pas une pièce verrouillée d’un héros qui reste, ou il est échangé deux fois (D3).
rule-kings_armory-drop-trade-due = Le joueur qui part « doit échanger » son équipement déverrouillé « contre de l’équipement verrouillé » tant qu’il y en a : échangez l’équipement { $piece } contre { $with } (D3).
rule-kings_armory-drop-trade-rules = Cette partie se joue avec la version { $rules } des règles, où un joueur qui part n’échange aucun équipement : les pièces déverrouillées restent en équipement supplémentaire (D3).
log-kings_armory-drop-trade = { $leaver } cède l’équipement { $piece } à { $who } contre l’équipement verrouillé { $with }, qui va sous la pioche.
ui-ka-leaves-trade = L’équipement { $piece } va à { $who } contre le { $with } verrouillé.
