/* A plain copy-make Togyzkumalak perft in C, the baseline `benches/perft-vs-c.sh` times
 * `orda perft` against in the same run. Same rules as src/rules/togyz/position.rs, written
 * the obvious way: an int array board, sow one kumalak at a time, recurse to depth 1 and
 * count the legal moves there. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int cell[18]; int kazan[2]; int tuz[2]; int side; } Pos;

static void play(Pos *p, int from) {
    int me = p->side, n = p->cell[from], i = from;
    p->cell[from] = 0;
    if (n == 1) { i = (from + 1) % 18; p->cell[i]++; }
    else { for (int k = 0; k < n; k++) { p->cell[i]++; if (k < n - 1) i = (i + 1) % 18; } }
    for (int s = 0; s < 2; s++)
        if (p->tuz[s] >= 0 && p->cell[p->tuz[s]]) { p->kazan[s] += p->cell[p->tuz[s]]; p->cell[p->tuz[s]] = 0; }
    if (i / 9 != me && p->tuz[me] != i) {
        int c = p->cell[i];
        if (c % 2 == 0) { p->kazan[me] += c; p->cell[i] = 0; }
        else if (c == 3 && p->tuz[me] < 0 && i % 9 != 8 && (p->tuz[1 - me] < 0 || p->tuz[1 - me] % 9 != i % 9)) {
            p->kazan[me] += 3; p->cell[i] = 0; p->tuz[me] = i;
        }
    }
    p->side = 1 - me;
}

static int over(const Pos *p) {
    if (p->kazan[0] >= 82 || p->kazan[1] >= 82) return 1;
    for (int o = 0; o < 9; o++) if (p->cell[p->side * 9 + o]) return 0;
    return 1;
}

static unsigned long long perft(const Pos *p, int d) {
    if (over(p)) return 0;
    unsigned long long n = 0;
    for (int o = 0; o < 9; o++) {
        int c = p->side * 9 + o;
        if (!p->cell[c]) continue;
        if (d == 1) { n++; continue; }
        Pos q = *p; play(&q, c); n += perft(&q, d - 1);
    }
    return n;
}

int main(int argc, char **argv) {
    int depth = argc > 1 ? atoi(argv[1]) : 9;
    Pos p; for (int i = 0; i < 18; i++) p.cell[i] = 9;
    p.kazan[0] = p.kazan[1] = 0; p.tuz[0] = p.tuz[1] = -1; p.side = 0;
    printf("%d %llu\n", depth, perft(&p, depth));
    return 0;
}
