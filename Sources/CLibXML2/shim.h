// libxml2's SAX2 push parser for HealthImport.
//
// libxml2 built with ICU includes <unicode/ucnv.h> from encoding.h, which clashes with the copy of
// ICU inside Foundation. Nothing here uses the ICU parts of xmlCharEncodingHandler (HealthImport
// never touches that struct; it only holds pointers to it), so the ICU include is left out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
