# The database file: what went wrong with it, naming the file.

store-missing = { $path }: мұнда дерекқор жоқ; --db тексеріңіз (жаңа дерекқорды тек турнир құру не импорттау бастайды)
store-not-sqlite = { $path }: бұл дерекқор емес (Orda да, SQLite да файлы емес); файлға тиіспедік
store-not-orda = { $path }: басқа бағдарламаның SQLite дерекқоры, Orda-ныкі емес ({ $why }); файлға тиіспедік
store-application-id = қолданба идентификаторы: { $id }
store-foreign-objects = сұлбаның { $n } нысаны бар, бірақ Orda кестелері мен сұлба нұсқасы жоқ
store-corrupt = { $path }: дерекқор зақымдалған; ештеңе жазылмады. `orda db check` ақауларды тізеді; соңғы дұрыс сақтық көшірмені `orda db restore` арқылы қалпына келтіріңіз (сақтық көшірмелер { $path }.backups ішінде)
store-disk-full = { $path }: диск толы; ештеңе жазылмады: орын босатып, қайталаңыз
store-busy = { $path }: дерекқорды басқа бағдарлама пайдаланып тұр; ештеңе жазылмады: { $path } файлын пайдаланып тұрған басқа Orda терезесін не бағдарламаны жабып, қайталаңыз
store-read-only = { $path }: мұнда дерекқорды тек оқуға болады; ештеңе жазылмады
store-cannot-open = { $path }: дерекқор файлы ашылмайды (бұл қалта ма, әлде оқуға рұқсат жоқ па?)
store-disk = { $path }: дерекқорды оқу не жазу сәтсіз аяқталды (диск не желі қатесі); қайталаңыз
store-round-taken = { $path }: { $round }-турды жаңа ғана басқа Orda (терезе не команда) жұптастырды; ештеңе жазылмады: жұптарды қайта қараңыз
store-failed = { $path }: дерекқор мұны орындай алмады ({ $what }); ештеңе жазылмады
store-io = { $path }: { $action }: { $error }
store-io-create-folder = { $dir } қалтасы құрылмады
store-io-read = дерекқор оқылмады
store-io-write-backup = сақтық көшірме жазылмады
store-io-backups-folder = сақтық көшірмелер қалтасы құрылмады
store-io-move-aside = зақымдалған дерекқор бөлек қойылмады
store-io-delete-backup = ескі сақтық көшірме жойылмады
store-too-new = { $path }: дерекқор сұлбасының нұсқасы { $found }, бұл Orda білетіннен жаңа ({ $known }); файлға тиіспедік: оны Orda-ның жаңа нұсқасымен ашыңыз
store-migration = { $path }: сұлба жаңартылмады ({ $why }); дерекқор бұрынғыдай қалды
store-migration-version = сұлба нұсқасы жарамсыз
store-migration-foreign-keys = жаңартудан кейін кейбір жолдар жоқ жолдарға сілтейді
store-migration-internal = жаңартудың ішкі қатесі
store-backup-exists = { $path }: бұл файл бар; басқа атау таңдаңыз (ештеңе жазылмады)
store-unknown-setting = { $path }: { $id } нөмірлі турнирдің «{ $what }» баптауы белгісіз: `{ $value }`
setting-system = жүйе
setting-tiebreak-edition = қосымша көрсеткіштер нұсқасы
setting-tiebreak = қосымша көрсеткіш

## Federation settings

setting-team-by = команда
setting-team-tiebreak = командалық қосымша көрсеткіш
setting-prize-ties = жүлдені бөлу
setting-prize-precedence = жүлделердің басымдығы
setting-team-scoring = командалық есеп тәсілі
setting-place-points = орындарға ұпай

## A value Orda cannot read

store-unreadable-value = файлда Orda оқи алмайтын мән бар

## Restoring and reading a tournament

store-not-restorable = { $path }: бұл қалпына келтіруге болатын Orda сақтық көшірмесі емес: { $why }; ештеңе өзгертілмеді
store-restore-not-a-file = бұл кәдімгі файл емес (құрылғы, арна не қалта)
store-restore-empty = файл бос
store-restore-foreign-objects = онда Orda жасамаған кестелер, индекстер, триггерлер не көріністер бар (не Orda жасағандарының бірі жоқ)
store-inconsistent = { $path }: { $id } нөмірлі турнир қайшылықты жазылған ({ $what }): файл зақымдалған не Orda-дан тыс өзгертілген; ештеңе көрсетілмеді де, жазылмады да. `orda db check` зақымды іздейді; соңғы дұрыс сақтық көшірмені `orda db restore` арқылы қалпына келтіріңіз (сақтық көшірмелер { $path }.backups ішінде)
store-inconsistent-start-number = { $no } бастапқы нөмірі ешкімде жоқ не екі ойыншыда бар
store-inconsistent-round-missing = { $round }-тур жоқ
store-inconsistent-lost-rows = { $round }-турдың кейбір үстелдері не бос турлары турнирде жоқ ойыншыны атайды
store-inconsistent-player-twice = бір ойыншы { $round }-турда екі рет кездеседі
