// Recognising the kinds of image cuModuleLoadData accepts, before the
// driver sees them: a fatbin, an ELF cubin, or NUL-terminated PTX text.
#pragma once

#include <cstddef>
#include <string>

namespace tilert::detail {

enum class ImageKind { Fatbin, Cubin, Ptx };

// The image's kind, or an error message (empty on success) saying why the
// bytes are not a loadable image (e.g. a fatbin whose header promises more
// bytes than were given).
struct ImageCheck {
  ImageKind kind = ImageKind::Fatbin;
  std::string error;
};
ImageCheck check_image(const void* image, std::size_t size);

const char* image_kind_name(ImageKind kind);

}  // namespace tilert::detail
