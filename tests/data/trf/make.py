# Builds tests/data/trf/*.trf (python3 tests/data/trf/make.py) (column-exact TRF lines in the styles of other programs).
import os, random
D = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(D, '..', 'pairing')

def line001(no, sex='', title='', name='', rating=None, fed='', fid='', birth='', pts='', rank=None, blocks=()):
    l = '001 ' + f'{no:>4}' + ' ' + f'{sex:1}' + f'{title:<3}' + ' ' + f'{name:<33}'[:33] + ' '
    l += f'{rating if rating else "":>4}' + ' ' + f'{fed:<3}' + ' ' + f'{fid:>11}' + ' ' + f'{birth:<10}' + ' '
    l += f'{pts:>4}' + ' ' + f'{rank if rank else "":>4}'
    assert len(l) == 89, (len(l), l)
    for b in blocks:
        l += '  ' + b
    return l

def blk(opp, col, res):
    return f'{opp:>4} {col} {res}' if opp else f'0000 - {res}'

# The 7-player, 3-round event (see README.md).
R = {
 1: [(4,'w','1'), (2,'b','='), (3,'b','1')],
 2: [(5,'b','1'), (1,'w','='), (4,'w','1')],
 3: [(6,'w','='), (7,'b','1'), (1,'w','0')],
 4: [(1,'b','0'), (5,'w','1'), (2,'b','0')],
 5: [(2,'w','0'), (4,'b','0'), (0,'-','+')],
 6: [(3,'b','='), (0,'-','='), (7,'w','+')],
 7: [(0,'-','+'), (3,'w','0'), (6,'b','-')],
}
PTS = {1:'2.5',2:'2.5',3:'1.5',4:'1.0',5:'1.0',6:'2.0',7:'1.0'}
RANK = {1:1,2:2,3:4,4:5,5:6,6:3,7:7}
PEOPLE = {
 1: ('m','g','Suleimenov, Arman',2512,'KAZ','13700010','1990/05/12'),
 2: ('w','wg','Abdumalik, Zhansaya',2455,'KAZ','13703122','2000/01/12'),
 3: ('m','m','Kuderinov, Kirill',2401,'KAZ','13701380','1989/08/15'),
 4: ('m','f','Nogerbek, Kazybek',2350,'KAZ','13704281','2001/03/03'),
 5: ('w','wm','Nakhbayeva, Guliskhan',2302,'KAZ','13703203','1996/07/19'),
 6: ('m','','Tleubayev, Yerlan',2150,'KAZ','13712345','2005/11/30'),
 7: ('m','','Omarov, Daulet',1980,'KAZ','13798765','2008/02/01'),
}

def players(bye_plus='+', bye_half='=', title_case=str.lower, kaz=None):
    out = []
    for no in range(1, 8):
        sex, title, name, rating, fed, fid, birth = PEOPLE[no]
        title = title_case(title)
        if kaz and no in kaz:
            title = kaz[no]
        bl = []
        for (o, c, r) in R[no]:
            if o == 0:
                r = {'+': bye_plus, '=': bye_half}.get(r, r)
            bl.append(blk(o, c, r))
        out.append(line001(no, sex, title, name, rating, fed, fid, birth, PTS[no], RANK[no], bl))
    return out

def write(name, lines, crlf=False, trailing=''):
    eol = '\r\n' if crlf else '\n'
    with open(os.path.join(D, name), 'w', encoding='utf-8', newline='') as f:
        for l in lines:
            f.write(l + trailing + eol)

# Swiss-Manager: header 012..132, CRLF, trailing spaces, byes 0000 - + and 0000 - =, no XXR.
head_sm = ['012 Almaty Open 2025', '022 Almaty', '032 KAZ', '042 2025/05/01', '052 2025/05/03',
           '062 7', '072 7', '082 0', '092 Individual: Swiss-System', '102 Zhakupov, Serik (13700999)',
           '112 Ivanova, Anna (13701111)', '122 90 min/40 moves + 30 min + 30 sec increment',
           '132' + ' ' * 88 + '25/05/01  25/05/02  25/05/03']
write('swiss-manager.trf', head_sm + players() + [''], crlf=True, trailing='   ')

# Vega: LF, 0000 - + and 0000 - = byes, FIDE titles
# in TRF-2026 capitals, one Kazakh rank in the title column, XXR.
head_vega = ['012 Astana Rapid Cup', '022 Astana', '032 KAZ', '042 2025/06/10', '052 2025/06/11',
             '062 7', '072 7', '092 Swiss Dutch', '102 Bekov, Nurlan', '122 15+10', 'XXR 3']
write('vega.trf', head_vega + players('+', '=', str.upper, kaz={6: 'КМС'}))

# lichess / Papi style: no headers but 012/022/042/062/092/102, bye U, XXR and XXC white1,
# blank title, federation and birth columns, usernames.
def lichess():
    out = ['012 Weekly Swiss', '022 https://lichess.org/swiss/AbCd1234', '032', '042 2025/07/01',
           '052 2025/07/01', '062 7', '092 Individual: Swiss-System', '102 https://lichess.org/swiss',
           'XXR 3', 'XXC white1']
    names = {1:'arman_s',2:'zhansaya',3:'kirill1989',4:'kazybek',5:'guliskhan',6:'yerlan05',7:'daulet_o'}
    for no in range(1, 8):
        sex, title, name, rating, fed, fid, birth = PEOPLE[no]
        bl = [blk(o, c, 'U' if (o == 0 and r == '+') else ('H' if o == 0 else r)) for (o, c, r) in R[no]]
        out.append(line001(no, '', '', names[no], rating, '', '', '', PTS[no], RANK[no], bl))
    return out
write('lichess.trf', lichess())

# Papi: CRLF, French names with accents, birth years only (`1985/00/00`), byes `0000 - F`
# (the pairing-allocated bye as Papi's "exempt") and `0000 - H`, no XXR.
def papi():
    out = ['012 Open de Paris', '022 Paris', '032 FRA', '042 2025/08/01', '052 2025/08/03',
           '062 7', '072 6', '092 Suisse', '102 Dupont Jean']
    names = {1: 'Dubois, Élodie', 2: 'Müller, Jürgen', 3: 'Leclercq, François', 4: 'Nuñez, José',
             5: 'Øster, Åsa', 6: "O'Brien, Seán", 7: 'Łukasz, Kowalski'}
    for no in range(1, 8):
        sex, title, name, rating, fed, fid, birth = PEOPLE[no]
        bl = [blk(o, c, 'F' if (o == 0 and r == '+') else ('H' if o == 0 else r)) for (o, c, r) in R[no]]
        out.append(line001(no, sex, title, names[no], rating if no != 7 else None, 'FRA', fid,
                           birth[:4] + '/00/00', PTS[no], RANK[no], bl))
    return out
write('papi.trf', papi(), crlf=True)

# Broken files: each differs in one way from vega.trf written with U and H byes (which Orda
# read before issue 14, so that the old reader shows what it did with each).
base = head_vega + players('U', 'H', str.upper)
def variant(name, fn):
    write(name, fn(list(base)))
def sub(lines, no, old, new):
    i = [k for k, l in enumerate(lines) if l.startswith('001 ' + f'{no:>4}')][0]
    assert old in lines[i], (old, lines[i])
    lines[i] = lines[i].replace(old, new, 1)
    return lines
# Colour contradiction: player 4 says White against 1 in round 1, as 1 does.
variant('bad-colours.trf', lambda l: sub(l, 4, '   1 b 0', '   1 w 0'))
# Opponent contradiction: player 5 says he met 3 in round 2, 3 says 7.
variant('bad-opponent.trf', lambda l: sub(l, 5, '   4 b 0', '   3 b 0'))
# Result contradiction: both won the game 1-4 of round 1.
variant('bad-result.trf', lambda l: sub(l, 4, '   1 b 0', '   1 b 1'))
# Points column: player 3 written 2.5 instead of 1.5.
variant('bad-points.trf', lambda l: sub(l, 3, ' 1.5 ', ' 2.5 '))
# XXR 2 with 3 rounds of data.
variant('bad-xxr.trf', lambda l: [x if x != 'XXR 3' else 'XXR 2' for x in l])
# Cut short: 062 says 7, the last two 001 lines are missing.
variant('bad-cut-short.trf', lambda l: l[:-2])
# Duplicate starting rank: player 7's line numbered 6.
variant('bad-duplicate.trf', lambda l: sub(l, 7, '001    7', '001    6'))
# The points parser overflow.
variant('bad-bbd-overflow.trf', lambda l: l + ['BBD 2000162000'])
# Pairing systems Orda does not implement.
variant('bad-burstein.trf', lambda l: l + ['192 FIDE_BURSTEIN'])
variant('bad-baku.trf', lambda l: l + ['192 FIDE_DUTCH_BAKU', 'XXA    1  1.0  1.0  1.0'])
# A game with an opponent but no result (what Orda's export wrote for a round in progress).
variant('bad-blank-result.trf', lambda l: sub(sub(l, 1, '   3 b 1', '   3 b  '), 3, '   1 w 0', '   1 w  '))

# Half-point pairing-allocated bye (BBU 0.5): points add up only with the file's point system.
def bbu(l):
    for no, p in ((5, '0.5'), (7, '0.5')):
        sub(l, no, ' 1.0 ', f' {p} ')
    return l + ['BBU  0.5']
write('bbu-half.trf', bbu(head_vega + players('U', 'H', str.upper)))

# XXC black1: a vector of the reference engine with every colour swapped.
src = open(os.path.join(P, 'dutch-000-n21-r7.r7.trf')).read().splitlines()
def swap(l):
    if not l.startswith('001'):
        return l
    c = list(l)
    for k in range(96, len(c), 10):
        c[k] = {'w': 'b', 'b': 'w'}.get(c[k], c[k])
    return ''.join(c)
write('black1.trf', [swap(l) if l != 'XXC white1' else 'XXC black1' for l in src])

# XXC rank: the same vector with its pairing numbers shuffled (fixed seed), the 001 lines in the
# real order (which XXC rank means: bbpPairings and JaVaFo rank players in line order) and the
# rank column blank, as lichess writes it.
rng = random.Random(14)
n = 21
perm = list(range(1, n + 1)); rng.shuffle(perm)
new = {old: perm[old - 1] for old in range(1, n + 1)}
out = []
for l in src:
    if not l.startswith('001'):
        out.append(l if l != 'XXC white1' else 'XXC rank white1'); continue
    old = int(l[4:8])
    c = list(l)
    c[4:8] = f'{new[old]:>4}'
    c[85:89] = '    '
    for k in range(91, len(c), 10):
        o = ''.join(c[k:k+4]).strip()
        if o and o != '0000':
            c[k:k+4] = f'{new[int(o)]:>4}'
    out.append(''.join(c))
players_lines = [l for l in out if l.startswith('001')]
rest = [l for l in out if not l.startswith('001')]
write('rank.trf', rest[:1] + players_lines + rest[1:])

# Hostile text: control characters, a bidi override and an over-long name in the fields.
hostile = ['012 Cup\x0b\u202eevil\u202c ' + 'X' * 200, '022 Shym\tkent', '102 Arbiter\x00Name', 'XXR 3'] + \
    [sub_l for sub_l in players('F', 'H', str.upper)]
hostile[4] = hostile[4][:14] + 'Sule\u202eimenov,\tArman'.ljust(33) + hostile[4][47:]
write('hostile-text.trf', hostile)

# Issue 29: other programs' dialects, and what must survive import -> export -> import.

# Lone CR line ends (old Macintosh and some Windows tools; bbpPairings' issue 7 came from a
# user with such a file): a reference vector, XXR after the player lines as in that report,
# no line end after the last line.
vec = open(os.path.join(P, 'dutch-000-n21-r7.r7.trf')).read().splitlines()
cr = [l for l in vec if not l.startswith('XXR')] + [l for l in vec if l.startswith('XXR')]
with open(os.path.join(D, 'cr-only.trf'), 'w', encoding='utf-8', newline='') as f:
    f.write('\r'.join(cr))

# Krause files of the Irish federation: a bye written with a blank opponent, colour `-` and
# a blank result, which the points column counts as 1/2 (the results say 0). Players 6 and 7.
def krause(lines):
    lines = sub(lines, 6, '0000 - H', '     -  ')
    lines = sub(lines, 7, '0000 - U', '     -  ')
    return [l.rstrip() for l in lines]
write('krause-blank-byes.trf', krause(head_sm[:-1] + players('U', 'H')), crlf=True)

# Swiss-Manager with everything a round trip must keep: 032, 082, 092, two 112 lines, 132,
# `062 7 (7)`, 142 for XXR, sex `f`, federations, a birth year `2005/00/00` and a bare `2008`,
# a two-digit birth date (not stored, said), a forfeit without colours (6-7 in round 3), a
# half-point bye announced in the next round's columns (player 3, round 4), a zero-point bye
# announced for round 5 (240), forbidden pairs (XXP 1 6; 260 2 7 in rounds 1-5, and 4 5 in
# rounds 4-5 only), a team line (013) and another program's own record (XXS).
def sm2026():
    head = ['012 Kazakhstan Championship 2026', '022 Shymkent', '032 KAZ', '042 2026/04/20',
            '052 2026/04/24', '062 7 (7)', '072 7', '082 0', '092 Individual: Swiss-System',
            '102 IA Zhakupov, Serik (13700999)', '112 FA Ivanova, Anna (13701111)',
            '112 NA Ospanov, Bolat (13702222)', '122 90 min + 30 sec increment',
            '132' + ' ' * 88 + '26/04/20  26/04/21  26/04/22  26/04/23  26/04/24']
    feds = {1: 'KAZ', 2: 'KAZ', 3: 'RUS', 4: 'KAZ', 5: 'UZB', 6: 'KAZ', 7: 'KGZ'}
    births = {4: '01/03/03', 6: '2005/00/00', 7: '2008'}
    out = []
    for no in range(1, 8):
        sex, title, name, rating, fed, fid, birth = PEOPLE[no]
        bl = []
        for (o, c, r) in R[no]:
            if no in (6, 7) and o in (6, 7):
                c = '-'
            bl.append(blk(o, c, r))
        if no == 3:
            bl.append('0000 - H')
        out.append(line001(no, 'f' if sex == 'w' else sex, title, name, rating, feds[no], fid,
                           births.get(no, birth), PTS[no], RANK[no], bl))
    tail = ['142 5', 'XXC white1', 'XXP    1    6', '260   1   5    2    7',
            '260   4   5    4    5', '240 Z   5    4',
            '013 Shymkent                            1    6', 'XXS some other program']
    return head + out + tail
write('swiss-manager-2026.trf', sm2026(), crlf=True)

# lichess: dates written `May 29, 2020`, names from column 16, XXC rank with a blank rank
# column (the lines are in number order here).
def lichess_dates():
    out = [l for l in lichess()]
    out[3] = '042 May 29, 2020'
    out[4] = '052 May 30, 2020'
    out = [l[:14] + ' ' + l[14:46] + l[47:] if l.startswith('001') else l for l in out]
    out = [l[:85] + '    ' + l[89:] if l.startswith('001') else l for l in out]
    return [('XXC rank white1' if l == 'XXC white1' else l) for l in out]
write('lichess-dates.trf', lichess_dates())

# Swiss-Manager's export of a round paired and not played yet: round 3 with blank results on
# both lines of each board, its pairing-allocated bye already `0000 - U`, the points column
# after round 2 (Orda stores round 3 as paired, waiting for its results).
def sm_paired():
    after2 = {1: '1.5', 2: '1.5', 3: '1.5', 4: '1.0', 5: '0.0', 6: '1.0', 7: '1.0'}
    out = []
    for no in range(1, 8):
        sex, title, name, rating, fed, fid, birth = PEOPLE[no]
        bl = [blk(o, c, r) for (o, c, r) in R[no][:2]]
        o, c, r = R[no][2]
        bl.append(blk(o, c, r) if o == 0 else f'{o:>4} {"b" if no == 7 else ("w" if no == 6 else c)}  ')
        out.append(line001(no, sex, title, name, rating, fed, fid, birth, after2[no], RANK[no], bl))
    return head_sm[:-1] + ['142 5', 'XXC white1'] + out
write('swiss-manager-paired.trf', sm_paired(), crlf=True)
