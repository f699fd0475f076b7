# L'entrée du menu et la page de la logithèque (fr) : tests/packaging.rs les
# écrit dans packaging/linux/. Pas dans le programme. Les clés doivent être
# les mêmes dans toutes les langues.

desktop-generic-name = Compteur pour jeux de plateau
desktop-comment = Suivez l'or, la santé, les points et le reste à la table, sans dés ni papier
# Mots de recherche, chacun suivi d'un point-virgule.
desktop-keywords = compteur;score;points;jeu de plateau;jeu de société;jeu de cartes;Heroes of Karth;Hero Realms;Kharnage;Koth;King's Armory;
metainfo-summary = Suivez l'or, la santé et les points à la table, sans dés ni papier
metainfo-intro =
    Tablekeeper est le compagnon qui reste ouvert sur la table : il
    remplace les dés et le papier dont les joueurs se servent pour suivre
    l'or, la santé, les points et le reste pendant la partie.
metainfo-safe =
    Il vérifie les conditions de victoire du jeu après chaque changement et
    nomme le gagnant et la raison ; il enregistre chaque partie après chaque
    changement, pour que rien ne se perde si l'ordinateur s'éteint ; et il
    permet de revoir les parties passées et leur journal.
metainfo-games = Jeux :
metainfo-karth = Heroes of Karth: Deathmatch : or, Énergie spirituelle, Points d’élimination et les points de vie des unités ; 1 contre 1, 2 contre 2 et chacun pour soi
metainfo-hero-realms = Hero Realms : santé, or et combat du tour, champions et gardes ; chacun pour soi, chasseur, hydre et empereur
metainfo-kharnage = Kharnage : initiative, cartes détruites et jetons Kharnage de chaque manche ; les crânes de domination et chaque départage calculés
metainfo-koth = Koth : Points de commandement, les cinq colonnes, la pioche, et des batailles gagnées en deux parties de suite
metainfo-kings-armory = The King's Armory : la Porte du château, les héros et les monstres de chaque vague avec leurs jetons d'état, la boutique et l'or de la table ; toute la table gagne ou perd ensemble
metainfo-custom = Compteurs libres : tous les joueurs, tous les compteurs nommés et une règle de victoire au choix, pour tous les autres jeux
metainfo-cli =
    Le même programme a une ligne de commande qui liste, affiche, vérifie
    et exporte les parties enregistrées (JSON, CSV ou Markdown).
