#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <stdint.h>
#include <stdarg.h>
#include <microhttpd.h>

/* Swift does not import C variadic functions; these fixed-argument forms call the two the
   preview server needs. */

/** The socket of `connection`, or -1 when the library does not tell. */
static inline int cardstock_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : (int) info->connect_fd;
}

/** Sets the idle timeout of one connection, in seconds (0: none). */
static inline enum MHD_Result cardstock_set_connection_timeout(struct MHD_Connection *connection,
                                                               unsigned int seconds) {
    return MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, seconds);
}
