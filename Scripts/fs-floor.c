/* The file-system floor of a 10,000-page build: create the folders and files the benchmark corpus's
 * output has (100 folders of 100 pages, each page a folder with a 12 KB index.html), with N threads,
 * and nothing else. Compare its system time with a real build's.
 *
 *   gcc -O2 -pthread Scripts/fs-floor.c -o /tmp/fs-floor
 *   /usr/bin/time -f "%e s wall, %U s user, %S s system" /tmp/fs-floor /path/to/fresh-folder 2
 */
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *root;
static int threads;
static char page[12 * 1024];

static void *work(void *arg) {
    long t = (long)arg;
    char path[4096];
    for (int folder = (int)t; folder < 100; folder += threads) {
        snprintf(path, sizeof path, "%s/f%03d", root, folder);
        mkdir(path, 0755);
        for (int p = 0; p < 100; p++) {
            snprintf(path, sizeof path, "%s/f%03d/page-%d", root, folder, folder * 100 + p);
            mkdir(path, 0755);
            strncat(path, "/index.html", sizeof path - strlen(path) - 1);
            int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (fd < 0 || write(fd, page, sizeof page) != (ssize_t)sizeof page) { perror(path); exit(1); }
            close(fd);
        }
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: fs-floor FRESH-FOLDER THREADS\n"); return 64; }
    root = argv[1];
    threads = atoi(argv[2]);
    if (threads < 1 || threads > 64) { fprintf(stderr, "fs-floor: THREADS must be 1 to 64\n"); return 64; }
    memset(page, 'x', sizeof page);
    if (mkdir(root, 0755) != 0) { perror(root); return 1; }
    pthread_t ids[64];
    for (long i = 0; i < threads; i++) pthread_create(&ids[i], NULL, work, (void *)i);
    for (int i = 0; i < threads; i++) pthread_join(ids[i], NULL);
    return 0;
}
